import { createTheme } from '@mui/material/styles';

/** Deep teal with a gold accent, like the public site. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#dc2626' },
    success: { main: '#15803d' },
    background: { default: '#f6f7f5', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#5b6661' },
    divider: '#e3e7e4',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 700 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e7e4' } } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});

import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import type { ToastAction } from '../lib/undoable.ts';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

interface Shown {
  id: number;
  payload: NotificationPayload;
  /** When it hides (ms since the epoch), fixed when it appears; null: stays until closed. */
  hideAt: number | null;
}

const MAX_VISIBLE = 3;
let nextId = 1;

function isMessageKey(message: unknown): message is string {
  return typeof message === 'string' && /^ra(-supabase)?\.[\w.]+$/.test(message);
}

/** Draws react-admin's notification queue as a stack of toasts (top right, full width on phones). */
export function Toaster() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown[]>([]);

  useEffect(() => {
    if (!notifications.length) return;
    // takeNotification() closes over the current queue: take one per render, the effect runs again for the next.
    const n = takeNotification();
    if (n) {
      const ms = n.notificationOptions?.autoHideDuration ?? 5000;
      const hideAt = ms ? Date.now() + ms : null;
      setShown((s) => [...s, { id: nextId++, payload: n, hideAt }].slice(-MAX_VISIBLE));
    }
  }, [notifications, takeNotification]);

  useEffect(() => {
    // Each toast keeps its own deadline: another toast appearing or closing must not extend it.
    const timers = shown.map((t) =>
      t.hideAt === null
        ? 0
        : window.setTimeout(() => setShown((s) => s.filter((x) => x.id !== t.id)), Math.max(0, t.hideAt - Date.now())),
    );
    return () => timers.forEach((id) => id && window.clearTimeout(id));
  }, [shown]);

  if (!shown.length) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 2000,
        // Top right, under the header: form actions sit at the bottom and must stay clickable.
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        top: { xs: 8, sm: 72 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { sm: 380 },
      }}
    >
      {shown.map(({ id, payload }) => {
        const args = (payload.notificationOptions?.messageArgs ?? {}) as {
          description?: string;
          code?: string;
          action?: ToastAction;
        };
        const title = isMessageKey(payload.message) ? translate(payload.message, args) : payload.message;
        const severity =
          payload.type === 'error'
            ? 'error'
            : payload.type === 'success'
              ? 'success'
              : payload.type === 'warning'
                ? 'warning'
                : 'info';
        return (
          <Alert
            key={id}
            role={severity === 'error' ? 'alert' : 'status'}
            severity={severity}
            variant="filled"
            closeText="Tutup"
            onClose={() => setShown((s) => s.filter((x) => x.id !== id))}
            sx={{ boxShadow: 3, alignItems: 'flex-start' }}
            action={
              args.action ? (
                <Button
                  color="inherit"
                  size="small"
                  sx={{ fontWeight: 700, textDecoration: 'underline' }}
                  onClick={() => {
                    args.action!.onClick();
                    setShown((s) => s.filter((x) => x.id !== id));
                  }}
                >
                  {args.action.label}
                </Button>
              ) : undefined
            }
            data-testid="toast"
          >
            {args.description ? (
              <>
                <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle>
                {args.description}
                {args.code ? (
                  <Box component="small" sx={{ display: 'block', mt: 0.5, opacity: 0.85, fontSize: '0.75rem' }}>
                    Kode: {args.code}
                  </Box>
                ) : null}
              </>
            ) : (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {title}
              </Box>
            )}
          </Alert>
        );
      })}
    </Box>
  );
}

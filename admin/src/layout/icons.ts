import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export const MENU_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  info: InfoOutlined,
  contact: ContactPhoneOutlined,
  packages: Inventory2Outlined,
  hotels: HotelOutlined,
  articles: ArticleOutlined,
  albums: CameraAltOutlined,
  features: WorkspacePremiumOutlined,
  testimonials: FormatQuoteOutlined,
  faqs: QuizOutlined,
  media: PhotoLibraryOutlined,
  settings: SettingsOutlined,
  profile: PersonOutlined,
  inquiries: ContactMailOutlined,
  partners: HandshakeOutlined,
  privacy: PrivacyTipOutlined,
  terms: GavelOutlined,
  legal: VerifiedUserOutlined,
  dataRequests: ManageSearchOutlined,
  activity: HistoryOutlined,
  trash: DeleteOutlined,
};

import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The admin's six icons plus the four older ones, so every stored feature shows its icon. */
export const FEATURE_ICON_COMPONENTS: Record<string, SvgIconComponent> = {
  shield: ShieldOutlined,
  users: PeopleOutlined,
  award: EmojiEventsOutlined,
  clock: AccessTimeOutlined,
  heart: FavoriteBorderOutlined,
  globe: PublicOutlined,
  'book-open': MenuBookOutlined,
  star: StarBorderOutlined,
  utensils: RestaurantOutlined,
  car: DirectionsCarOutlined,
};

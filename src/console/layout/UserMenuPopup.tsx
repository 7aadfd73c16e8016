import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router-dom';
import { CONSOLE_BASE } from '../../metadata/naming.ts';

interface UserMenuPopupProps {
  anchor: HTMLElement;
  playerPortalUrl?: string | null;
  onClose: () => void;
}

/** The user menu of spec 000 §2.11; its own chunk, loaded the first time the menu opens. */
const UserMenuPopup = ({ anchor, playerPortalUrl, onClose }: UserMenuPopupProps) => (
  <Menu
    open
    anchorEl={anchor}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
  >
    {playerPortalUrl && (
      <MenuItem component="a" href={playerPortalUrl} onClick={onClose}>
        Switch to Player Portal
      </MenuItem>
    )}
    <MenuItem component={Link} to={CONSOLE_BASE} onClick={onClose}>
      Dashboard
    </MenuItem>
    <MenuItem component={Link} to={`${CONSOLE_BASE}/logout`} onClick={onClose}>
      Logout
    </MenuItem>
  </Menu>
);

export default UserMenuPopup;

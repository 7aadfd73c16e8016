/** The demo's public link pages (README "Public pages"), one of each kind: none may load the console's code. */
export const PUBLIC_PAGES = [
  '/',
  '/live_scorer/demo-live-scorer-00000000000000000001',
  '/live_stream_widget/demo-live-stream-widget-0000000000000000',
  '/original_videos/demo-original-video-0000000000000001',
  '/team_registrations/demo-team-registration-0000000001',
  '/passwords/edit?reset_password_token=demo-reset-password-noroles-00000000',
  '/unsubscribe?token=demo-unsubscribe-orgadmin-0000000000',
];

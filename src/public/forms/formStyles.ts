import type { CSSProperties } from 'react';

/** Inline styles shared by the public pages' small forms (no UI kit on these pages). */
export const fieldStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 };
export const inputStyle: CSSProperties = { padding: '8px 10px', fontSize: 16, border: '1px solid #bbb', borderRadius: 4 };
export const buttonStyle: CSSProperties = {
  padding: '10px 20px',
  fontSize: 16,
  background: '#1976d2',
  color: '#fff',
  border: 'none',
  borderRadius: 4,
};
export const errorStyle: CSSProperties = { color: '#c62828' };
export const noticeStyle: CSSProperties = { padding: '10px 14px', background: '#e8f5e9', borderRadius: 4 };

import { button } from './EntrySection.tsx';

/** Spec 000 §5: a blocked submission lists every problem under the title 'Cannot submit'. */
export const CannotSubmitDialog = ({ messages, onClose }: { messages: string[]; onClose(): void }) => (
  <div style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.4)', display: 'grid', placeItems: 'center', zIndex: 5 }}>
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="cannot-submit-title"
      style={{
        background: '#fff',
        borderRadius: 6,
        padding: '20px 24px',
        maxWidth: 520,
        width: 'calc(100% - 32px)',
        boxShadow: '0 4px 16px rgba(0,0,0,.3)',
      }}
    >
      <h2 id="cannot-submit-title" style={{ fontSize: 20, fontWeight: 500, margin: '0 0 12px' }}>
        Cannot submit
      </h2>
      <ul style={{ margin: '0 0 16px', paddingLeft: 20 }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <div style={{ textAlign: 'right' }}>
        <button type="button" autoFocus onClick={onClose} style={button}>
          OK
        </button>
      </div>
    </div>
  </div>
);

/** Spec 000 §2.3, §9: the icon is muted at 0, low under 50, high from 50. */
export type VolumeLevel = 'muted' | 'low' | 'high';
export const volumeLevel = (volume: number): VolumeLevel => (volume <= 0 ? 'muted' : volume < 50 ? 'low' : 'high');

const SPEAKER = 'M3 9v6h4l5 5V4L7 9H3z';
const WAVES: Record<VolumeLevel, string> = {
  muted: 'M16.5 12 19 9.5 20.4 10.9 17.9 13.4 20.4 15.9 19 17.3 16.5 14.8 14 17.3 12.6 15.9 15.1 13.4 12.6 10.9 14 9.5z',
  low: 'M16.5 12c0-1.8-1-3.3-2.5-4v8c1.5-.7 2.5-2.2 2.5-4z',
  high: 'M14 3.2v2.1c2.9.9 5 3.5 5 6.7s-2.1 5.8-5 6.7v2.1c4-.9 7-4.5 7-8.8s-3-7.9-7-8.8zM16.5 12c0-1.8-1-3.3-2.5-4v8c1.5-.7 2.5-2.2 2.5-4z',
};

export const VolumeIcon = ({ level }: { level: VolumeLevel }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="#fff" aria-hidden="true" data-icon={`volume-${level}`}>
    <path d={SPEAKER} />
    <path d={WAVES[level]} />
  </svg>
);

/** The volume toggle and slider (0–100), shown only for streams with audioEnabled. */
export const VolumeControl = ({ volume, onChange, onToggle }: { volume: number; onChange: (volume: number) => void; onToggle: () => void }) => {
  const level = volumeLevel(volume);
  return (
    <div
      onClick={(e) => e.stopPropagation()}
      style={{
        position: 'absolute',
        left: 12,
        bottom: 12,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 10px',
        borderRadius: 20,
        background: 'rgba(0,0,0,0.55)',
        zIndex: 2,
      }}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-label={level === 'muted' ? 'Unmute' : 'Mute'}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'flex' }}
      >
        <VolumeIcon level={level} />
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={volume}
        aria-label="Volume"
        onChange={(e) => onChange(Number(e.target.value))}
        style={{ width: 100 }}
      />
    </div>
  );
};

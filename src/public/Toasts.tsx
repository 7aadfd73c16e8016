import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Spec 000 §8–9: a failed query on a public page shows each message as a toast that hides after 5 seconds. */
export const TOAST_MS = 5000;

interface Toast {
  id: number;
  message: string;
}

const ToastContext = createContext<(messages: string[]) => void>(() => {});

/** Shows messages as toasts of the page (a no-op outside a ToastProvider). */
export const useToast = () => useContext(ToastContext);

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const show = useCallback((messages: string[]) => {
    const added = messages.map((message) => ({ id: nextId.current++, message }));
    setToasts((current) => [...current, ...added]);
    const ids = new Set(added.map((t) => t.id));
    timers.current.push(setTimeout(() => setToasts((current) => current.filter((t) => !ids.has(t.id))), TOAST_MS));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        style={{ position: 'fixed', bottom: 16, left: 16, right: 16, display: 'grid', gap: 8, justifyItems: 'center', zIndex: 10 }}
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role="alert"
            style={{
              background: '#323232',
              color: '#fff',
              padding: '10px 16px',
              borderRadius: 4,
              maxWidth: 560,
              boxShadow: '0 2px 6px rgba(0,0,0,.3)',
            }}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
};

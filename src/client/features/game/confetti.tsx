import { useEffect, useRef } from 'react';

const COLOURS = ['#fbbf24', '#06c4a8', '#1d4ed8', '#b91c1c', '#15803d', '#7e22ce', '#f97316'];
const PIECES = 160;
const DURATION_MS = 5000;

type Piece = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
};

/** A few seconds of confetti on a canvas (no library); nothing for people who prefer reduced motion. */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const resize = () => {
      canvas.width = canvas.clientWidth;
      canvas.height = canvas.clientHeight;
    };
    resize();
    const pieces: Piece[] = Array.from({ length: PIECES }, (_, index) => ({
      x: Math.random() * canvas.width,
      y: -Math.random() * canvas.height * 0.5,
      vx: (Math.random() - 0.5) * 3,
      vy: 2 + Math.random() * 3,
      size: 6 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      colour: COLOURS[index % COLOURS.length]!,
    }));
    const started = performance.now();
    let frame = 0;
    const draw = (time: number) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      const fade = Math.max(0, 1 - (time - started) / DURATION_MS);
      context.globalAlpha = fade;
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > canvas.height) piece.y = -piece.size;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (fade > 0) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    window.addEventListener('resize', resize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
    };
  }, []);
  return <canvas ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 size-full" />;
}

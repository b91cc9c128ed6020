import React, { type ReactNode } from 'react';
import type { InterestCurve } from '@site/src/pageData/state/interestCurve';
import styles from './chart.module.css';

const W = 640;
const H = 300;
const PAD = { l: 56, r: 16, t: 16, b: 44 };

/** Borrow rate against utilisation, drawn as SVG on the server; colours follow the theme. */
export default function InterestChart({ curve, description, id }: { curve: InterestCurve; description: string; id: string }): ReactNode {
  const top = Math.max(...curve.points.map((p) => p.r));
  const atU2 = curve.points.find((p) => p.u === curve.u2)?.r ?? top;
  // A steep last slope would flatten everything else: then the axis stops a little above the rate at U2
  // and the curve runs off the top, with its end value written there.
  const clipped = top > 3 * Math.max(atU2, curve.current.r, 0.01);
  const maxR = clipped ? Math.max(atU2, curve.current.r) * 1.6 : Math.max(top, 0.01);
  const x = (u: number) => PAD.l + (u / 100) * (W - PAD.l - PAD.r);
  const y = (r: number) => H - PAD.b - (r / maxR) * (H - PAD.t - PAD.b);
  const path = curve.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.u).toFixed(1)},${y(p.r).toFixed(1)}`).join(' ');
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(maxR * f * 1000) / 1000);
  const fmt = (n: number) => `${Number(n.toFixed(3))}%`;
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-desc`} className={styles.svg}>
        {curve.forbiddenAboveU2 && (
          <g>
            <rect x={x(curve.u2)} y={PAD.t} width={x(100) - x(curve.u2)} height={H - PAD.t - PAD.b} className={styles.forbidden} />
            <text
              x={(x(curve.u2) + x(100)) / 2}
              y={(PAD.t + H - PAD.b) / 2}
              textAnchor="middle"
              transform={`rotate(-90 ${(x(curve.u2) + x(100)) / 2} ${(PAD.t + H - PAD.b) / 2})`}
              className={styles.small}>
              borrowing forbidden
            </text>
          </g>
        )}
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.l - 6} y={y(t) + 4} textAnchor="end" className={styles.small}>
              {fmt(t)}
            </text>
          </g>
        ))}
        {[0, 25, 50, 75, 100].map((u) => (
          <text key={u} x={x(u)} y={H - PAD.b + 16} textAnchor="middle" className={styles.small}>
            {u}%
          </text>
        ))}
        <text x={(PAD.l + W - PAD.r) / 2} y={H - 6} textAnchor="middle" className={styles.small}>
          utilisation
        </text>
        {[
          ['U1', curve.u1],
          ['U2', curve.u2],
        ].map(([label, u]) => (
          <g key={label as string}>
            <line x1={x(u as number)} x2={x(u as number)} y1={PAD.t} y2={H - PAD.b} className={styles.kink} />
            <text x={x(u as number) - 4} y={PAD.t + 34} textAnchor="end" className={styles.small}>
              {label as string} {u as number}%
            </text>
          </g>
        ))}
        <clipPath id={`${id}-clip`}>
          <rect x={PAD.l} y={PAD.t} width={W - PAD.l - PAD.r} height={H - PAD.t - PAD.b} />
        </clipPath>
        <path d={path} className={styles.curve} clipPath={`url(#${id}-clip)`} />
        {clipped && (
          <text x={W - PAD.r - 4} y={PAD.t + 14} textAnchor="end" className={styles.small}>
            ↑ {fmt(top)} at 100%
          </text>
        )}
        <circle cx={x(curve.current.u)} cy={y(curve.current.r)} r={5} className={styles.current} />
        <circle cx={PAD.l + 12} cy={PAD.t + 10} r={5} className={styles.current} />
        <text x={PAD.l + 22} y={PAD.t + 14} className={styles.label}>
          now: utilisation {curve.current.u}%, rate {fmt(curve.current.r)}
        </text>
      </svg>
      <figcaption id={`${id}-desc`}>{description}</figcaption>
    </figure>
  );
}

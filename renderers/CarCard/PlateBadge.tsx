/**
 * A licence plate drawn like the real one: blue with white text for ordinary plates, green
 * gradient with dark text for new-energy plates (8 characters). Shared by CarCard and PolicyCard.
 */
import type { ReactNode } from 'react';
import './PlateBadge.css';

/** Plates written by staff often carry spaces, dots or dashes; '*' and '-' alone mean none yet. */
export function normalisePlate(plate: string | null | undefined): string {
  const p = (plate ?? '').replace(/[\s·•.\-_]/g, '').toUpperCase();
  return /^\**$/.test(p) || p === '新车' || p === '未上牌' ? '' : p;
}

export function PlateBadge({ plate, size = 'md' }: { plate: string | null | undefined; size?: 'sm' | 'md' }): ReactNode {
  const p = normalisePlate(plate);
  if (!p) return <span className={`w-plate w-plate--${size} w-plate--none`}>未上牌</span>;
  const chars = Array.from(p);
  const newEnergy = chars.length === 8;
  return (
    <span className={`w-plate w-plate--${size} w-plate--${newEnergy ? 'green' : 'blue'}`} aria-label={`车牌 ${p}${newEnergy ? '（新能源）' : ''}`}>
      <span aria-hidden>{chars.slice(0, 2).join('')}</span>
      <span className="w-plate__dot" aria-hidden>
        ·
      </span>
      <span aria-hidden>{chars.slice(2).join('')}</span>
    </span>
  );
}

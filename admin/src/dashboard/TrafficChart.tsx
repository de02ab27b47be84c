import { Box, Typography } from '@mui/material';
import { formatDateId } from '../domain.ts';
import { SERIES, chartPoints, formatCount, peakCaption, type CountsDay } from './counts.ts';

const WIDTH = 600;
const HEIGHT = 160;

/** A small inline SVG line chart of the period's daily counts (no chart library: the admin has a byte budget). */
export function TrafficChart({ series, days }: { series: readonly CountsDay[]; days: number }) {
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  const totals = SERIES.map((s) => ({ ...s, total: series.reduce((n, d) => n + (Number(d[s.key]) || 0), 0) }));
  return (
    <Box data-testid="traffic-chart">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }} component="ul" aria-label="Keterangan grafik">
        {totals.map((s) => (
          <Box component="li" key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, listStyle: 'none' }}>
            <Box sx={{ width: 12, height: 3, bgcolor: s.color, borderRadius: 1 }} />
            <Typography variant="body2">
              {s.label}: <strong>{formatCount(s.total)}</strong>
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="svg"
        viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Grafik harian ${first ? formatDateId(first) : ''} sampai ${last ? formatDateId(last) : ''}: ${totals
          .map((s) => `${s.label} ${formatCount(s.total)}`)
          .join(', ')}`}
        sx={{ width: '100%', height: 160, display: 'block' }}
      >
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#cbd5e1" strokeWidth={1} />
        <line x1={0} y1={0} x2={WIDTH} y2={0} stroke="#e2e8f0" strokeWidth={1} strokeDasharray="4 4" />
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            points={chartPoints(series, s.key, WIDTH, HEIGHT)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {first ? formatDateId(first) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="traffic-peak">
          {peakCaption(series, days)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {last ? formatDateId(last) : ''}
        </Typography>
      </Box>
    </Box>
  );
}

import type { Metric } from 'web-vitals';
import { env } from '@/config/env';

function report(metric: Metric): void {
  if (env.isDev) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value), metric);
  if (env.vitalsEndpoint && 'sendBeacon' in navigator) {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: location.pathname,
    });
    navigator.sendBeacon(env.vitalsEndpoint, new Blob([body], { type: 'application/json' }));
  }
}

/** Core Web Vitals to the console in development and, if configured, to VITE_VITALS_ENDPOINT. */
export async function reportWebVitals(): Promise<void> {
  if (!env.isDev && !env.vitalsEndpoint) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((subscribe) => subscribe(report));
}

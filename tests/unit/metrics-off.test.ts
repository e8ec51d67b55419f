/**
 * METRICS_PORT=0: the metrics are neither served nor counted. A file of its own: stopping them is
 * for the whole process.
 */
import { describe, expect, it } from 'vitest'

import { metrics, requestAnswered, stopCounting, storedResponse } from '../../src/observe/metrics'

const requests = async () =>
  (await metrics().registry.getSingleMetricAsString('starfin_http_requests_total'))
    .split('\n')
    .filter((line) => line.startsWith('starfin_http_requests_total{'))

describe('metrics turned off', () => {
  it('count nothing once stopped, and count as usual before', async () => {
    requestAnswered({ route: 'page', client: 'visitor', status: 200 }, 0.01)
    expect(await requests()).toEqual([
      'starfin_http_requests_total{route="page",client="visitor",status="200"} 1',
    ])
    stopCounting()
    requestAnswered({ route: 'page', client: 'visitor', status: 200 }, 0.01)
    requestAnswered({ route: 'api', client: 'visitor', status: 404 }, 0.01)
    storedResponse('hit')
    expect(await requests()).toEqual([
      'starfin_http_requests_total{route="page",client="visitor",status="200"} 1',
    ])
    expect(
      await metrics().registry.getSingleMetricAsString('starfin_stored_responses_total'),
    ).not.toContain('result="hit"')
  })
})

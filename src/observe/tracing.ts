/**
 * OpenTelemetry traces, exported over OTLP (HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT is set, and
 * nothing otherwise: no SDK is loaded, and the spans the site and Next open go to the API's no-op
 * tracer.
 *
 * A trace follows a request from the edge (its `traceparent`) through Next's own spans (the
 * request, the route, the render) to Payload's database queries (the `pg` instrumentation) and the
 * Redis commands of the shared page cache and the rate limits (the `redis` instrumentation); the
 * site adds spans for edge purges and job runs. Each span started inside a request carries its id
 * (`starfin.request_id`, the answer's X-Request-Id).
 */
import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api'

import { env } from '../lib/env'

import { currentRequest } from './requestContext'

/** The span attribute with the request id. */
export const requestIdAttribute = 'starfin.request_id'

const tracer = () => trace.getTracer('starfin')

/** Runs `fn` in a span of its own (a no-op without tracing); a failure marks the span. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn()
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}

const started = Symbol.for('starfin.tracing')

/** Starts exporting traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (once per process). */
export async function startTracing(): Promise<void> {
  const settings = env()
  const holder = globalThis as Record<symbol, unknown>
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT || holder[started]) return
  holder[started] = true
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    instrumentation,
    pg,
    redis,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-redis'),
  ])
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.OTEL_SERVICE_NAME }),
    spanProcessors: [
      {
        // The request id on every span opened inside a request.
        onStart: (span) => {
          const request = currentRequest()
          if (request) span.setAttribute(requestIdAttribute, request.id)
        },
        onEnd: () => {},
        forceFlush: async () => {},
        shutdown: async () => {},
      },
      // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and OTEL_EXPORTER_OTLP_HEADERS) itself.
      new BatchSpanProcessor(new OTLPTraceExporter()),
    ],
  })
  provider.register()
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    // Only commands made for something traced: the Redis clients' own reconnects and the
    // publish listener's queries between requests would each be a trace of one span.
    instrumentations: [
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new redis.RedisInstrumentation({ requireParentSpan: true }),
    ],
  })
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void provider.shutdown().catch(() => {}))
}

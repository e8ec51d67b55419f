/**
 * The production server's request pipeline, in the order a request meets its steps.
 *
 * Four steps replace the response's writing methods (compression, the stored-responses recorder,
 * the document holder, the edge's headers), and what Next writes passes through them from the
 * last installed to the first: the edge's headers, then the document holder, then the recorder,
 * then compression. So their nesting is the point: the edge's headers are set as Next starts to
 * send, before anything keeps a copy; the holder sees the page as Next writes it and sets its
 * policy before the recorder stores the headers (a stored copy keeps the policy with its script
 * hashes); the recorder keeps the body before compression.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { TellTheEdge } from '../edge/edgeAnswers'
import { refuseMalformedAddress } from '../lib/requestErrors'
import { storedResponse } from '../observe/metrics'
import { inRequest } from '../observe/requestContext'
import { countNextCache } from './observeRequests'

import { refuseUnsupportedMethod } from './allowedMethods'
import type { Drain } from './drain'
import { answerMadeUpQueries } from './generatedAddresses'
import { redirectToListAddress, searchFailureIsBusy } from './listAddresses'
import type { Precompressed } from './precompressed'
import { sendPrecompressed } from './precompressed'
import type { RequestBodies } from './requestBodies'
import { requestClassOf, type Classify, type RequestClass } from './requestClass'
import type { SecureResponses } from './secureResponses'
import type { ServerActionsForStaff } from './serverActions'
import type { ShownPictures } from './shownPictures'
import { keyOf, type StoredResponses } from './storedResponses'
import type { VisitorQueue } from './visitorQueue'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

export type PipelineSteps = {
  drain: Drain
  /** Decides the client's address once and writes it where the app reads it (`clientAddress.ts`). */
  client: (req: IncomingMessage) => unknown
  /** Decides once what the request is and who sends it, for every step below (`requestClass.ts`). */
  classify: Classify
  /** Gives the answer its request id, and logs and counts the request as it ends (`src/observe`). */
  observe: (req: IncomingMessage, res: ServerResponse, requestClass: RequestClass) => void
  /** The admin's server functions answer signed-in staff only (`serverActions.ts`). */
  actions: ServerActionsForStaff
  /** The optimizer shows a stranger only files the site shows (`shownPictures.ts`). */
  pictures: ShownPictures
  /** Receives a request's body within its ceiling and deadline (`requestBodies.ts`). */
  bodies: RequestBodies
  secure: SecureResponses
  precompressed: Precompressed
  stored: StoredResponses
  compress: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  visitorQueue: VisitorQueue
  /** What a shared cache in front is told: each answer's tags and lifetime (`src/edge`). */
  edge: TellTheEdge
  /** Next's own handler, with the reads that must see the latest write sent to the primary. */
  next: Handler
}

export function requestPipeline(steps: PipelineSteps) {
  const {
    drain,
    client,
    classify,
    observe,
    actions,
    pictures,
    bodies,
    secure,
    precompressed,
    stored,
    compress,
    visitorQueue,
    edge,
    next,
  } = steps
  return async (incoming: IncomingMessage, res: ServerResponse) => {
    // 1. Who is asking, decided once: every limit keys on this address. Then what the request is
    //    and who sends it (no database work without credentials), its id on the answer, and its
    //    log line and metrics once it ends. Everything below runs with its id (the log, traces).
    client(incoming)
    const requestClass = await classify(incoming)
    observe(incoming, res, requestClass)
    await inRequest({ id: requestClass.id, startedAt: Date.now() }, () => answer(incoming, res))
  }

  async function answer(incoming: IncomingMessage, res: ServerResponse) {
    // 2. While stopping: health says "draining" so a load balancer takes this instance out, and
    //    every answer closes its connection. Before the other steps, so health is answered first.
    if (drain.refuse(incoming, res)) return
    //    The security headers of the response's kind, set before anything can be written, so
    //    that every answer below (a refusal, a stored copy or a brotli file) has them.
    const holdDocument = await secure(incoming, res)
    //    An address that does not decode or has dot segments is refused here (Next would fail on
    //    it, or resolve it to another address than the one the steps below judged); so is a
    //    method the address does not take (405). A game list's view asked for in another
    //    spelling than its own goes to its one address (308), judged on the query as sent; so
    //    does a drawn or written file asked for with a query, and the image optimizer is refused
    //    a picture at an address this server never gave (`generatedAddresses.ts`), or, unless
    //    staff ask, one of a file the site no longer shows (`shownPictures.ts`).
    if (
      refuseMalformedAddress(incoming, res) ||
      refuseUnsupportedMethod(incoming, res) ||
      redirectToListAddress(incoming, res) ||
      answerMadeUpQueries(incoming, res) ||
      (await pictures.refuse(incoming, res))
    )
      return
    //    The admin's server functions are for staff: anyone else's call is refused unread.
    if (await actions(incoming, res)) return
    //    The body, whole and within its limits, before anything works on the request (a slow
    //    client holds only its own connection). Later steps see the request with its body replayed.
    const req = await bodies(incoming, res)
    if (!req) return
    // 3. The build's brotli files, as they are: answered before anything wraps the response.
    if (sendPrecompressed(req, res, precompressed)) return
    // 4. A stored copy of a cached answer, already compressed: no compression, no queue, no Next.
    const { who } = requestClassOf(req)
    if (stored.serve(req, res, who !== 'staff')) {
      storedResponse(res.statusCode === 304 ? 'not_modified' : 'hit')
      return
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && keyOf(req) !== undefined)
      storedResponse('miss')
    // 5. Compression on the fly (replaces write/end).
    compress(req, res, () => {
      // 6. Inside compression, so the recorder keeps Next's uncompressed body (replaces write/end).
      stored.record(req, res)
      // 7. Anonymous API calls wait their turn; pages go straight through.
      void visitorQueue.admit(req, res, () => {
        // 8. An HTML document is held whole as Next writes it, then sent with its script hashes
        //    in the policy (replaces writeHead/write/end).
        holdDocument()
        // 9. The edge's headers, set as the answer starts to go out (replaces
        //    writeHead/write/end): inside the recorder, so a stored copy keeps them. Next's
        //    promise goes back to the queue: a place is held until Next's work ends.
        return edge(req, res, () => {
          searchFailureIsBusy(req, res)
          countNextCache(res)
          return next(req, res)
        })
      })
    })
  }
}

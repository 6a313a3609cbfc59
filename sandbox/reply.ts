/** Special handler results: failures, files and exact bodies. Anything else a handler returns is data. */
export type ReplyInit =
  | { kind: 'fail'; message: string; data: unknown; status?: number }
  | { kind: 'file'; fileName: string; contentType: string; body: Uint8Array<ArrayBuffer> }
  | { kind: 'body'; body: unknown; httpStatus?: number };

export class Reply {
  private constructor(readonly init: ReplyInit) {}

  /** A business failure in the call's answer style (status 1, msg 'fail', msgbool false …). */
  static fail(message: string, data: unknown = null, status?: number): Reply {
    return new Reply({ kind: 'fail', message, data, status });
  }

  /** A download: content-disposition attachment with a UTF-8 file name. */
  static file(fileName: string, body: Uint8Array<ArrayBuffer>, contentType = 'application/pdf'): Reply {
    return new Reply({ kind: 'file', fileName, contentType, body });
  }

  /** This exact JSON body, whatever the call's style. */
  static body(body: unknown, httpStatus?: number): Reply {
    return new Reply({ kind: 'body', body, httpStatus });
  }
}

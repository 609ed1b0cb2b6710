import type { XhrLike } from '../upload';

/**
 * An XMLHttpRequest stand-in for Node: reports progress in four steps, then sends the bytes with
 * fetch (so the mock storage receives them). `last` is the latest one created.
 */
export class FakeXhr implements XhrLike {
  static last: FakeXhr | null = null;
  status = 0;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  headers = new Headers();
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: Blob) {
    void (async () => {
      for (const step of [1, 2, 3, 4]) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (this.aborted) return;
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: (body.size * step) / 4,
          total: body.size,
        });
      }
      if (this.aborted) return;
      const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
      this.status = response.status;
      this.onload?.();
    })();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

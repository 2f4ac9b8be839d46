// WebGPU's errors and where they go: GPUError and its subclasses, GPUPipelineError, the
// uncapturederror event, and the routing of each error the engine raises into the innermost
// matching error scope, else to the device's uncapturederror event (docs/node.md, "Errors").
'use strict';

const { kToken, checkToken } = require('./internal');

class GPUError {
  #message;
  constructor(message) {
    if (new.target === GPUError) throw new TypeError('Illegal constructor');
    this.#message = String(message);
  }
  get message() {
    return this.#message;
  }
}
class GPUValidationError extends GPUError {
  constructor(message) {
    if (arguments.length < 1) throw new TypeError("Failed to construct 'GPUValidationError': 1 argument required.");
    super(message);
  }
}
class GPUOutOfMemoryError extends GPUError {
  constructor(message) {
    if (arguments.length < 1) throw new TypeError("Failed to construct 'GPUOutOfMemoryError': 1 argument required.");
    super(message);
  }
}
class GPUInternalError extends GPUError {
  constructor(message) {
    if (arguments.length < 1) throw new TypeError("Failed to construct 'GPUInternalError': 1 argument required.");
    super(message);
  }
}

class GPUPipelineError extends DOMException {
  #reason;
  constructor(message = '', options) {
    if (options === undefined || options === null || typeof options !== 'object')
      throw new TypeError("Failed to construct 'GPUPipelineError': The provided value is not of type 'GPUPipelineErrorInit'.");
    const reason = String(options.reason);
    if (reason !== 'validation' && reason !== 'internal')
      throw new TypeError(`Failed to construct 'GPUPipelineError': '${reason}' is not a valid GPUPipelineErrorReason.`);
    super(String(message), 'GPUPipelineError');
    this.#reason = reason;
  }
  get reason() {
    return this.#reason;
  }
}

class GPUUncapturedErrorEvent extends Event {
  #error;
  constructor(type, init) {
    if (init === undefined || init === null || !(init.error instanceof GPUError))
      throw new TypeError("Failed to construct 'GPUUncapturedErrorEvent': required member error is not a GPUError.");
    super(type, init);
    this.#error = init.error;
  }
  get error() {
    return this.#error;
  }
}

class GPUDeviceLostInfo {
  #reason;
  #message;
  constructor(token, reason, message) {
    checkToken(token);
    this.#reason = reason;
    this.#message = message;
  }
  get reason() {
    return this.#reason;
  }
  get message() {
    return this.#message;
  }
}

// The engine's error types: 0 validation, 1 out of memory, 2 internal, 3 a sanitizer finding
// (reported as a validation error: the program broke a rule of WGSL's memory model or bounds).
const kFilters = ['validation', 'out-of-memory', 'internal', 'validation'];
const kClasses = [GPUValidationError, GPUOutOfMemoryError, GPUInternalError, GPUValidationError];
const kSanitizerFinding = 3;

function makeError(type, message) {
  const Class = kClasses[type] || GPUInternalError;
  return new Class(message);
}

// An error scope: its filter and the first error it caught.
// One error scope; `parent` is the scope under it. The stack is this linked list, so the stack
// as it stands when work is issued is its top scope, kept in O(1) however deep the stack is.
class Scope {
  constructor(filter, parent) {
    this.filter = filter;
    this.error = null;
    this.parent = parent;
  }
}

// The device side of error handling: its scope stack and its uncaptured-error listeners.
class ErrorSink {
  constructor(device) {
    this.device = device;
    this.top = null; // the innermost open Scope
    this.lost = false;
    this.listeners = 0; // addEventListener('uncapturederror', ...) calls, for the console fallback
    this.handler = null; // onuncapturederror
  }

  // Routes [[type, message], ...] as raised now (the current scope stack) or, for queue work, as
  // raised when the work was issued (`top`, the innermost scope open at that call).
  route(errors, top = this.top) {
    if (this.lost) return;
    for (const [type, message] of errors) this.routeOne(type, message, top);
  }

  routeOne(type, message, top) {
    const filter = kFilters[type] || 'internal';
    for (let scope = top; scope !== null; scope = scope.parent) {
      if (scope.filter !== filter) continue;
      if (scope.error === null) scope.error = makeError(type, message);
      return;
    }
    const error = makeError(type, message);
    // An uncaptured error is a task of its own, as a browser queues it: never inside the call.
    setImmediate(() => this.fireUncaptured(error, type === kSanitizerFinding));
  }

  fireUncaptured(error, fromSanitizer) {
    if (this.lost) return;
    const event = new GPUUncapturedErrorEvent('uncapturederror', { error, cancelable: true });
    this.device.dispatchEvent(event);
    if (this.listeners > 0 || this.handler !== null) return;
    // Nobody listens: say it on the console, as a browser does. A sanitizer finding also makes the
    // process fail, so that a test suite run with `sanitize=...` fails in CI.
    console.warn(`wgx: uncaptured ${error.constructor.name}: ${error.message}`);
    if (fromSanitizer && !process.exitCode) process.exitCode = 1;
  }
}

function operationError(message) {
  return new DOMException(message, 'OperationError');
}
function abortError(message) {
  return new DOMException(message, 'AbortError');
}

module.exports = {
  GPUError, GPUValidationError, GPUOutOfMemoryError, GPUInternalError, GPUPipelineError,
  GPUUncapturedErrorEvent, GPUDeviceLostInfo, ErrorSink, Scope, operationError, abortError, kToken,
};

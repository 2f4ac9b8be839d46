// WebGPU's errors and where they go: GPUError and its subclasses, GPUPipelineError, the
// uncapturederror event, and the routing of each error the engine raises into the innermost
// matching error scope, else to the device's uncapturederror event (docs/node.md, "Errors").
'use strict';

const enums = require('./enums');
const methods = require('./methods');
const { kToken, checkToken, kAttributes, interfaces } = require('./internal');

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
    if (!enums.GPUPipelineErrorReason.includes(reason))
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
  constructor(token, reason, message) {
    checkToken(token);
    this[kAttributes] = { reason, message };
  }
}
methods.defineGPUDeviceLostInfo(GPUDeviceLostInfo);

// The engine's error codes: 0 validation, 1 out of memory, 2 internal, 3 a sanitizer finding
// (a validation error: the program broke a rule of WGSL's memory model or bounds).
const kClasses = [GPUValidationError, GPUOutOfMemoryError, GPUInternalError, GPUValidationError];
const kSanitizerFinding = 3;

function makeError(type, message) {
  const Class = kClasses[type] || GPUInternalError;
  return new Class(message);
}

// The device side of error handling: its uncaptured-error listeners. The error scopes are the
// engine's (pushErrorScope and popErrorScope go to it); what reaches this sink is what no scope
// caught: the errors of a call (returned with its result) and those of queue work (delivered
// when the engine reports them).
class ErrorSink {
  constructor(device) {
    this.device = device;
    this.lost = false;
    this.listeners = 0; // addEventListener('uncapturederror', ...) calls, for the console fallback
    this.handler = null; // onuncapturederror
  }

  // Fires [[type, message], ...] as uncapturederror events.
  route(errors) {
    if (this.lost) return;
    for (const [type, message] of errors) {
      const error = makeError(type, message);
      // An uncaptured error is a task of its own, as a browser queues it: never inside the call.
      setImmediate(() => this.fireUncaptured(error, type === kSanitizerFinding));
    }
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

// The rejection of an async pipeline creation: status 1 a validation error, 2 an internal one
// (gpu::CreatePipelineAsyncStatus), as GPUPipelineError's reason.
function pipelineError(status, message) {
  return new GPUPipelineError(message, { reason: enums.GPUPipelineErrorReason[status === 1 ? 0 : 1] });
}

function operationError(message) {
  return new DOMException(message, 'OperationError');
}
function abortError(message) {
  return new DOMException(message, 'AbortError');
}

Object.assign(interfaces, {
  GPUError, GPUValidationError, GPUOutOfMemoryError, GPUInternalError, GPUPipelineError, GPUUncapturedErrorEvent,
  GPUDeviceLostInfo,
});

module.exports = {
  GPUError, GPUValidationError, GPUOutOfMemoryError, GPUInternalError, GPUPipelineError,
  GPUUncapturedErrorEvent, GPUDeviceLostInfo, ErrorSink, makeError, pipelineError, operationError, abortError, kToken,
};

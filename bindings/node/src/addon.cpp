// The entry point of wgx.node: registers the native functions that lib/*.js builds the WebGPU
// surface on, and sets up the delivery of the engine's callbacks (events.h).
#include "native.h"

namespace wgx::node {

Napi::Object init(Napi::Env env, Napi::Object exports) {
  init_errors(env, exports);
  init_events(env, exports);
  init_device(env, exports);
  init_objects(env, exports);
  init_queue(env, exports);
  init_texture(env, exports);
  init_entry_points(env, exports);
  return exports;
}

}  // namespace wgx::node

static Napi::Object InitWgx(Napi::Env env, Napi::Object exports) { return wgx::node::init(env, exports); }

NODE_API_MODULE(wgx, InitWgx)

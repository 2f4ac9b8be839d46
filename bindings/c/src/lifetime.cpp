// Reference counts and labels: AddRef, Release and SetLabel of every object whose lifetime is
// nothing more than its C++ handle's (instance, adapter and device have their own in instance.cpp
// and device.cpp), the queue's, and the surface functions (wgx has no window system).
#include "objects.h"

using namespace wgx;
using namespace wgx::capi;

extern "C" {

#define WGX_REFCOUNT(Name)                          \
  void wgpu##Name##AddRef(WGPU##Name object) {      \
    WGX_REQUIRE(object, );                          \
    object->refs++;                                 \
  }                                                 \
  void wgpu##Name##Release(WGPU##Name object) {     \
    WGX_REQUIRE(object, );                          \
    if (--object->refs == 0) delete object;         \
  }
#define WGX_LABELED(Name)                                          \
  WGX_REFCOUNT(Name)                                               \
  void wgpu##Name##SetLabel(WGPU##Name object, WGPUStringView label) { \
    WGX_REQUIRE(object, );                                         \
    object->handle.setLabel(to_string(label, __func__));           \
  }

WGX_LABELED(BindGroup)
WGX_LABELED(BindGroupLayout)
WGX_LABELED(Buffer)
WGX_LABELED(CommandBuffer)
WGX_LABELED(CommandEncoder)
WGX_LABELED(ComputePassEncoder)
WGX_LABELED(ComputePipeline)
WGX_LABELED(PipelineLayout)
WGX_LABELED(QuerySet)
WGX_LABELED(RenderBundle)
WGX_LABELED(RenderBundleEncoder)
WGX_LABELED(RenderPassEncoder)
WGX_LABELED(RenderPipeline)
WGX_LABELED(Sampler)
WGX_LABELED(ShaderModule)
WGX_LABELED(Texture)
WGX_LABELED(TextureView)
WGX_REFCOUNT(Queue)
WGX_REFCOUNT(Surface)
#undef WGX_LABELED
#undef WGX_REFCOUNT

// A queue's messages name its device; its own label is accepted and not kept.
void wgpuQueueSetLabel(WGPUQueue queue, WGPUStringView label) {
  WGX_REQUIRE(queue, );
  (void)to_string(label, __func__);
}

// ---- Surfaces: wgx draws into textures only ----------------------------------------------------

WGPUSurface wgpuInstanceCreateSurface(WGPUInstance instance, WGPUSurfaceDescriptor const*) {
  WGX_REQUIRE(instance, nullptr);
  misuse(__func__, "wgx has no window system, so no surface; render into a texture and copy it to a buffer");
  return nullptr;
}

void wgpuSurfaceConfigure(WGPUSurface surface, WGPUSurfaceConfiguration const*) { WGX_REQUIRE(surface, ); }

WGPUStatus wgpuSurfaceGetCapabilities(WGPUSurface surface, WGPUAdapter, WGPUSurfaceCapabilities*) {
  WGX_REQUIRE(surface, WGPUStatus_Error);
  return WGPUStatus_Error;
}

void wgpuSurfaceGetCurrentTexture(WGPUSurface surface, WGPUSurfaceTexture* surfaceTexture) {
  if (surfaceTexture) {
    surfaceTexture->texture = nullptr;
    surfaceTexture->status = WGPUSurfaceGetCurrentTextureStatus_Error;
  }
  WGX_REQUIRE(surface, );
}

WGPUStatus wgpuSurfacePresent(WGPUSurface surface) {
  WGX_REQUIRE(surface, WGPUStatus_Error);
  return WGPUStatus_Error;
}

void wgpuSurfaceSetLabel(WGPUSurface surface, WGPUStringView) { WGX_REQUIRE(surface, ); }

void wgpuSurfaceUnconfigure(WGPUSurface surface) { WGX_REQUIRE(surface, ); }

// wgpuSurfaceGetCapabilities never fills one: nothing to free.
void wgpuSurfaceCapabilitiesFreeMembers(WGPUSurfaceCapabilities) {}

}  // extern "C"

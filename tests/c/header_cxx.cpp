// webgpu.h from C++: every INIT macro of the header is an expression of its struct's type, and
// wgpuGetProcAddress finds a function by name.
#include <webgpu/webgpu.h>

#include <cstdio>

int main() {
  WGPUBufferDescriptor buffer = WGPU_BUFFER_DESCRIPTOR_INIT;
  WGPULimits limits = WGPU_LIMITS_INIT;
  WGPUBindGroupLayoutEntry entry = WGPU_BIND_GROUP_LAYOUT_ENTRY_INIT;
  WGPURenderPassDepthStencilAttachment depth = WGPU_RENDER_PASS_DEPTH_STENCIL_ATTACHMENT_INIT;
  WGPUShaderSourceWGSL wgsl = WGPU_SHADER_SOURCE_WGSL_INIT;
  bool ok = buffer.size == 0 && limits.maxBufferSize == WGPU_LIMIT_U64_UNDEFINED &&
            entry.buffer.type == WGPUBufferBindingType_BindingNotUsed && depth.depthClearValue != depth.depthClearValue &&
            wgsl.chain.sType == WGPUSType_ShaderSourceWGSL &&
            wgpuGetProcAddress(WGPUStringView{"wgpuCreateInstance", WGPU_STRLEN}) ==
                reinterpret_cast<WGPUProc>(&wgpuCreateInstance);
  std::printf("header_cxx: %s\n", ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

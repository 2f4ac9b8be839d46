#!/usr/bin/env python3
"""The seed's smoothing dispatch (examples/smoothing.wgsl) from Python through webgpu.h's C ABI.

Loads libwgx_webgpu.so with ctypes (no binding package: the structs below are webgpu.h's, member
for member), runs the 64-value smoothing loop in one workgroup, reads the result back through a
mapped buffer and compares it with the same arithmetic in f32.

Usage: smoothing.py [LIBRARY]   (default: $WGX_WEBGPU_LIB, else build/bindings/c/libwgx_webgpu.so)
"""
import ctypes as C
import os
import struct
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
STRLEN = C.c_size_t(-1).value
WAIT_ANY_ONLY, TIMED_WAIT_ANY = 1, 1
STORAGE, UNIFORM, COPY_SRC, COPY_DST, MAP_READ = 0x80, 0x40, 0x04, 0x08, 0x01
S_TYPE_SHADER_SOURCE_WGSL = 2

SHADER = open(os.path.join(ROOT, "examples", "smoothing.wgsl"), encoding="utf-8").read()
INPUT = [float(v) for v in SHADER.split("=f32:")[1].split(":")[0].split(",")]
STEPS = 6


class StringView(C.Structure):
    _fields_ = [("data", C.c_char_p), ("length", C.c_size_t)]


def sv(text):
    return StringView(text.encode(), STRLEN) if text is not None else StringView(None, STRLEN)


class Chained(C.Structure):
    _fields_ = [("next", C.c_void_p), ("sType", C.c_uint32)]


def callback_info(fields):
    return type("Info", (C.Structure,), {"_fields_": [("nextInChain", C.c_void_p), ("mode", C.c_uint32)] + fields +
                                         [("userdata1", C.c_void_p), ("userdata2", C.c_void_p)]})


OBJECT_CALLBACK = C.CFUNCTYPE(None, C.c_uint32, C.c_void_p, StringView, C.c_void_p, C.c_void_p)
MAP_CALLBACK = C.CFUNCTYPE(None, C.c_uint32, StringView, C.c_void_p, C.c_void_p)
ObjectCallbackInfo = callback_info([("callback", OBJECT_CALLBACK)])
MapCallbackInfo = callback_info([("callback", MAP_CALLBACK)])


class Future(C.Structure):
    _fields_ = [("id", C.c_uint64)]


class FutureWaitInfo(C.Structure):
    _fields_ = [("future", Future), ("completed", C.c_uint32)]


class InstanceDescriptor(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("requiredFeatureCount", C.c_size_t),
                ("requiredFeatures", C.POINTER(C.c_uint32)), ("requiredLimits", C.c_void_p)]


class ShaderSourceWGSL(C.Structure):
    _fields_ = [("chain", Chained), ("code", StringView)]


class ShaderModuleDescriptor(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("label", StringView)]


class BufferDescriptor(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("label", StringView), ("usage", C.c_uint64), ("size", C.c_uint64),
                ("mappedAtCreation", C.c_uint32)]


class ComputeState(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("module", C.c_void_p), ("entryPoint", StringView),
                ("constantCount", C.c_size_t), ("constants", C.c_void_p)]


class ComputePipelineDescriptor(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("label", StringView), ("layout", C.c_void_p), ("compute", ComputeState)]


class BindGroupEntry(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("binding", C.c_uint32), ("buffer", C.c_void_p), ("offset", C.c_uint64),
                ("size", C.c_uint64), ("sampler", C.c_void_p), ("textureView", C.c_void_p)]


class BindGroupDescriptor(C.Structure):
    _fields_ = [("nextInChain", C.c_void_p), ("label", StringView), ("layout", C.c_void_p),
                ("entryCount", C.c_size_t), ("entries", C.POINTER(BindGroupEntry))]


def load(path):
    lib = C.CDLL(path)
    signatures = {
        "wgpuCreateInstance": (C.c_void_p, [C.POINTER(InstanceDescriptor)]),
        "wgpuInstanceRequestAdapter": (Future, [C.c_void_p, C.c_void_p, ObjectCallbackInfo]),
        "wgpuAdapterRequestDevice": (Future, [C.c_void_p, C.c_void_p, ObjectCallbackInfo]),
        "wgpuInstanceWaitAny": (C.c_uint32, [C.c_void_p, C.c_size_t, C.POINTER(FutureWaitInfo), C.c_uint64]),
        "wgpuDeviceGetQueue": (C.c_void_p, [C.c_void_p]),
        "wgpuDeviceCreateShaderModule": (C.c_void_p, [C.c_void_p, C.POINTER(ShaderModuleDescriptor)]),
        "wgpuDeviceCreateBuffer": (C.c_void_p, [C.c_void_p, C.POINTER(BufferDescriptor)]),
        "wgpuDeviceCreateComputePipeline": (C.c_void_p, [C.c_void_p, C.POINTER(ComputePipelineDescriptor)]),
        "wgpuComputePipelineGetBindGroupLayout": (C.c_void_p, [C.c_void_p, C.c_uint32]),
        "wgpuDeviceCreateBindGroup": (C.c_void_p, [C.c_void_p, C.POINTER(BindGroupDescriptor)]),
        "wgpuDeviceCreateCommandEncoder": (C.c_void_p, [C.c_void_p, C.c_void_p]),
        "wgpuCommandEncoderBeginComputePass": (C.c_void_p, [C.c_void_p, C.c_void_p]),
        "wgpuComputePassEncoderSetPipeline": (None, [C.c_void_p, C.c_void_p]),
        "wgpuComputePassEncoderSetBindGroup": (None, [C.c_void_p, C.c_uint32, C.c_void_p, C.c_size_t, C.c_void_p]),
        "wgpuComputePassEncoderDispatchWorkgroups": (None, [C.c_void_p, C.c_uint32, C.c_uint32, C.c_uint32]),
        "wgpuComputePassEncoderEnd": (None, [C.c_void_p]),
        "wgpuCommandEncoderCopyBufferToBuffer": (None, [C.c_void_p, C.c_void_p, C.c_uint64, C.c_void_p, C.c_uint64,
                                                        C.c_uint64]),
        "wgpuCommandEncoderFinish": (C.c_void_p, [C.c_void_p, C.c_void_p]),
        "wgpuQueueWriteBuffer": (None, [C.c_void_p, C.c_void_p, C.c_uint64, C.c_void_p, C.c_size_t]),
        "wgpuQueueSubmit": (None, [C.c_void_p, C.c_size_t, C.POINTER(C.c_void_p)]),
        "wgpuBufferMapAsync": (Future, [C.c_void_p, C.c_uint64, C.c_size_t, C.c_size_t, MapCallbackInfo]),
        "wgpuBufferGetConstMappedRange": (C.c_void_p, [C.c_void_p, C.c_size_t, C.c_size_t]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype, function.argtypes = restype, argtypes
    return lib


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
        "WGX_WEBGPU_LIB", os.path.join(ROOT, "build", "bindings", "c", "libwgx_webgpu.so"))
    gpu = load(path)
    timed = (C.c_uint32 * 1)(TIMED_WAIT_ANY)
    instance = gpu.wgpuCreateInstance(C.byref(InstanceDescriptor(None, 1, timed, None)))

    def wait(future):
        info = FutureWaitInfo(future, 0)
        gpu.wgpuInstanceWaitAny(instance, 1, C.byref(info), 60 * 10**9)

    got = {}

    @OBJECT_CALLBACK
    def on_object(status, obj, message, key, _):
        got[key] = obj

    wait(gpu.wgpuInstanceRequestAdapter(instance, None, ObjectCallbackInfo(None, WAIT_ANY_ONLY, on_object, 1, None)))
    wait(gpu.wgpuAdapterRequestDevice(got[1], None, ObjectCallbackInfo(None, WAIT_ANY_ONLY, on_object, 2, None)))
    device = got[2]
    queue = gpu.wgpuDeviceGetQueue(device)

    source = ShaderSourceWGSL(Chained(None, S_TYPE_SHADER_SOURCE_WGSL), sv(SHADER))
    module = gpu.wgpuDeviceCreateShaderModule(device, C.byref(ShaderModuleDescriptor(C.addressof(source), sv(None))))
    pipeline = gpu.wgpuDeviceCreateComputePipeline(
        device, C.byref(ComputePipelineDescriptor(None, sv(None), None, ComputeState(None, module, sv(None), 0, None))))

    def buffer(size, usage):
        return gpu.wgpuDeviceCreateBuffer(device, C.byref(BufferDescriptor(None, sv(None), usage, size, 0)))

    data = buffer(512, STORAGE | COPY_SRC | COPY_DST)
    requested = buffer(4, UNIFORM | COPY_DST)
    readback = buffer(512, MAP_READ | COPY_DST)
    values = struct.pack("<64f", *INPUT)
    gpu.wgpuQueueWriteBuffer(queue, data, 0, values, len(values))
    gpu.wgpuQueueWriteBuffer(queue, requested, 0, struct.pack("<I", STEPS), 4)

    entries = (BindGroupEntry * 2)(BindGroupEntry(None, 0, data, 0, 2**64 - 1, None, None),
                                   BindGroupEntry(None, 1, requested, 0, 2**64 - 1, None, None))
    layout = gpu.wgpuComputePipelineGetBindGroupLayout(pipeline, 0)
    group = gpu.wgpuDeviceCreateBindGroup(device, C.byref(BindGroupDescriptor(None, sv(None), layout, 2, entries)))

    encoder = gpu.wgpuDeviceCreateCommandEncoder(device, None)
    pass_ = gpu.wgpuCommandEncoderBeginComputePass(encoder, None)
    gpu.wgpuComputePassEncoderSetPipeline(pass_, pipeline)
    gpu.wgpuComputePassEncoderSetBindGroup(pass_, 0, group, 0, None)
    gpu.wgpuComputePassEncoderDispatchWorkgroups(pass_, 1, 1, 1)
    gpu.wgpuComputePassEncoderEnd(pass_)
    gpu.wgpuCommandEncoderCopyBufferToBuffer(encoder, data, 0, readback, 0, 512)
    commands = (C.c_void_p * 1)(gpu.wgpuCommandEncoderFinish(encoder, None))
    gpu.wgpuQueueSubmit(queue, 1, commands)

    @MAP_CALLBACK
    def on_map(status, message, _, __):
        got["map"] = status

    wait(gpu.wgpuBufferMapAsync(readback, MAP_READ, 0, 512, MapCallbackInfo(None, WAIT_ANY_ONLY, on_map, None, None)))
    out = struct.unpack("<128f", C.string_at(gpu.wgpuBufferGetConstMappedRange(readback, 0, 512), 512))

    f32 = lambda x: struct.unpack("<f", struct.pack("<f", x))[0]
    v = [f32(x) for x in INPUT]
    for _ in range(STEPS):
        v = [f32(f32(f32(v[max(i, 1) - 1] + v[i]) + v[min(i + 1, 63)]) / 3) for i in range(64)]
    differ = sum(1 for i in range(64) if out[64 + i] != v[i])
    # The objects are left to the end of the process, as a script may.
    print(f"smoothed: {out[64]:.4f} {out[65]:.4f} ... {out[127]:.4f}; {differ} of 64 differ from the CPU's f32 result")
    return 0 if differ == 0 and got.get("map") == 1 else 1


if __name__ == "__main__":
    sys.exit(main())

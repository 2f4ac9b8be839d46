// The textures and samplers of `wgx run`: each texture or sampler binding the entry point uses is
// made from the command line, as buffers are from --binding:
//   --texture G:B=png:PATH[:FORMAT][:levels=N]     texels from a PNG (RGBA8; unorm and float formats
//                                                  read each channel as byte/255, sRGB formats
//                                                  through the sRGB curve, integer formats as 0..255),
//                                                  mip levels below the first by a 2x2 box filter
//   --texture G:B=WxH[xN][:FORMAT][:fill=V[,V,V,V]][:levels=N]
//                                                  a texture of that size (N: depth of a 3D texture,
//                                                  layers of an array or cube; 6 for a cube), zeros
//                                                  or every texel the fill value
//   --sampler G:B=FILTER[,ADDRESS][,mip=FILTER]    nearest|linear, clamp|repeat|mirror (default: nearest,
//                                                  clamp, as WebGPU's default sampler)
// FORMAT is a WebGPU texture format name; without one a storage texture takes the format its type
// names, a sampled one rgba8unorm (f32), rgba8uint, rgba8sint or depth32float (depth). After the
// run, the textures the shader may write are printed texel by texel (small ones) or written as
// PNG images with --png G:B=PATH.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "cli/png_image.h"
#include "program/executable.h"
#include "program/texture_data.h"
#include "sema/reflection.h"

namespace wgx::cli {

struct TextureSpec {
  int64_t group = 0, binding = 0;
  std::string png;                          // the PNG's path; empty: a size was given
  uint32_t width = 0, height = 0, count = 0;  // count: the N of WxHxN (0: not given)
  exec::TexelFormat format = exec::TexelFormat::Undefined;  // Undefined: from the shader
  std::vector<double> fill;                 // empty: zeros
  uint32_t levels = 1;
};

bool parse_texture_spec(const std::string& text, TextureSpec* spec, std::string* error);
bool parse_sampler_spec(const std::string& text, exec::SamplerBinding* sampler, std::string* error);

// One texture a run binds: its texels, the view the executors read (into `data`), and what the
// shader declared.
struct RunTexture {
  sema::BindingReflection declared;
  program::TextureData data;
  exec::TextureBinding binding;
  bool writable = false;  // a storage texture with write or read_write access
};

// The textures and samplers `entry` uses, made from the specs (one per binding; a sampler without
// one is WebGPU's default sampler). False with `error` naming the binding and what to give when a
// texture has no spec, a spec names no texture the entry point uses, or one cannot be made.
bool prepare_textures(const sema::ModuleReflection& reflection, const std::string& entry,
                      const std::vector<TextureSpec>& texture_specs,
                      const std::vector<exec::SamplerBinding>& sampler_specs, std::vector<RunTexture>* textures,
                      std::vector<exec::SamplerBinding>* samplers, std::string* error);

// The texels of a written texture (level 0; every layer or slice) as lines `name[x, y] = vec4<f32>(...)`,
// or a line saying how many there are when there are more than `max_texels`.
void print_texture(std::ostream& out, const RunTexture& texture, uint64_t max_texels = 256);

// Level 0, layer 0 of `texture` as an 8-bit image (one-channel formats as gray).
bool texture_image(const RunTexture& texture, PngImage* image, std::string* error);

}  // namespace wgx::cli

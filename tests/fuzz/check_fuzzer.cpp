// libFuzzer target for the whole checker: any input must go through parsing, resolution,
// validation, constant evaluation, the uniformity analysis and reflection without crashing,
// hanging or tripping a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string>

#include "api/pipeline_checks.h"
#include "api/shader_module.h"
#include "sema/reflection.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  wgx::SourceFile file("fuzz.wgsl", std::string(reinterpret_cast<const char*>(data), size));
  wgx::DiagnosticList diags;
  wgx::CompiledModule module = wgx::compile_module(file, diags);
  if (!module.ok) return 0;
  wgx::sema::reflection_json(wgx::sema::reflect(*module.ast, *module.info));
  wgx::check_compute_pipelines(module, file, wgx::PipelineOptions{}, diags);
  return 0;
}

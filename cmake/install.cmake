# Installing wgx (`cmake --install build --prefix P`): the `wgx` command, the public headers, the
# C++ API as a shared library (libwgx.so with an SONAME) and as one static archive (libwgx.a, every
# layer's archive merged), a CMake package (find_package(wgx): imported targets wgx::wgx and
# wgx::wgx_static) and a pkg-config file (wgx.pc). The layers stay static libraries inside the
# build (their link checks need them apart); what is installed is the engine as one library, as
# programs link it. tests/install/ builds examples/api/saxpy.cpp against an installed tree.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The layers, lowest first: what libwgx.so and libwgx.a hold (the API library `wgx` and all it
# stands on; not the CLI's own libraries).
set(WGX_ENGINE_LAYERS wgx_base wgx_diag wgx_syntax wgx_sema wgx_ir wgx_ir_passes wgx_exec wgx_jit wgx_cuda wgx_sanitize
                      wgx_program wgx_raster wgx)

# libwgx.a: the layers' archives merged by ar's MRI script.
set(WGX_ARCHIVE ${CMAKE_BINARY_DIR}/package/libwgx.a)
set(WGX_MRI "CREATE ${WGX_ARCHIVE}\n")
foreach(layer ${WGX_ENGINE_LAYERS})
  string(APPEND WGX_MRI "ADDLIB $<TARGET_FILE:${layer}>\n")
endforeach()
string(APPEND WGX_MRI "SAVE\nEND\n")
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/package/libwgx.mri CONTENT "${WGX_MRI}")
add_custom_command(OUTPUT ${WGX_ARCHIVE}
                   COMMAND ${CMAKE_COMMAND} -E rm -f ${WGX_ARCHIVE}
                   COMMAND ${CMAKE_AR} -M < ${CMAKE_BINARY_DIR}/package/libwgx.mri
                   DEPENDS ${WGX_ENGINE_LAYERS} ${CMAKE_BINARY_DIR}/package/libwgx.mri
                   COMMENT "Merging the layers into libwgx.a")
add_custom_target(wgx_archive ALL DEPENDS ${WGX_ARCHIVE})

# libwgx.so: the merged archive, whole (the layers' own link graph would let the linker drop the
# parts nothing in the library calls: the API's entry points are what a program calls).
add_library(wgx_shared SHARED ${PROJECT_SOURCE_DIR}/cmake/empty.cpp)
add_dependencies(wgx_shared wgx_archive)
target_link_libraries(wgx_shared PRIVATE -Wl,--whole-archive ${WGX_ARCHIVE} -Wl,--no-whole-archive PkgConfig::ICU
                                         Threads::Threads ${CMAKE_DL_LIBS})
set_property(TARGET wgx_shared APPEND PROPERTY LINK_DEPENDS ${WGX_ARCHIVE})
set_target_properties(wgx_shared PROPERTIES OUTPUT_NAME wgx VERSION ${PROJECT_VERSION}
                                            SOVERSION ${PROJECT_VERSION_MAJOR}
                                            LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/package)


install(TARGETS wgx_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS wgx_shared LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${WGX_ARCHIVE} DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/wgx DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(WGX_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/wgx)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/wgxConfig.cmake.in ${CMAKE_BINARY_DIR}/package/wgxConfig.cmake
                              INSTALL_DESTINATION ${WGX_CMAKE_DIR}
                              PATH_VARS CMAKE_INSTALL_LIBDIR CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/package/wgxConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/package/wgxConfig.cmake ${CMAKE_BINARY_DIR}/package/wgxConfigVersion.cmake
        DESTINATION ${WGX_CMAKE_DIR})

# wgx.pc, relocatable: its prefix is found from where the file lies (${pcfiledir}).
file(RELATIVE_PATH WGX_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
configure_file(${PROJECT_SOURCE_DIR}/cmake/wgx.pc.in ${CMAKE_BINARY_DIR}/package/wgx.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/package/wgx.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The WebGPU C ABI (bindings/c): libwgx_webgpu.so (SONAME libwgx_webgpu.so.0, only the header's
# wgpu* functions exported) and include/webgpu/webgpu.h, with a pkg-config file (wgx-webgpu.pc) and
# the imported target wgx::webgpu. The static libwgx_webgpu.a stays in the build: a C program
# linking it statically would need the C++ runtime and every layer, which the shared library hides.
if(TARGET wgx_webgpu)
  install(TARGETS wgx_webgpu LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/bindings/c/include/webgpu/webgpu.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/webgpu)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/wgx-webgpu.pc.in ${CMAKE_BINARY_DIR}/package/wgx-webgpu.pc @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/package/wgx-webgpu.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endif()

# The manual page and the shell completions, written by the built `wgx` from its own help
# (src/cli/about_command.cpp), so they list exactly the options the binary has.
# The manual page is installed compressed (gzip -n: no name or time stamp, so the same bytes each build).
set(WGX_SHELL_FILES ${CMAKE_BINARY_DIR}/package/wgx.1.gz ${CMAKE_BINARY_DIR}/package/wgx.bash
                    ${CMAKE_BINARY_DIR}/package/_wgx)
add_custom_command(OUTPUT ${WGX_SHELL_FILES}
                   COMMAND $<TARGET_FILE:wgx_cli> manual > ${CMAKE_BINARY_DIR}/package/wgx.1
                   COMMAND gzip -n -9 -f ${CMAKE_BINARY_DIR}/package/wgx.1
                   COMMAND $<TARGET_FILE:wgx_cli> completion bash > ${CMAKE_BINARY_DIR}/package/wgx.bash
                   COMMAND $<TARGET_FILE:wgx_cli> completion zsh > ${CMAKE_BINARY_DIR}/package/_wgx
                   DEPENDS wgx_cli
                   COMMENT "Writing wgx.1 and the bash and zsh completions")
add_custom_target(wgx_shell_files ALL DEPENDS ${WGX_SHELL_FILES})
install(FILES ${CMAKE_BINARY_DIR}/package/wgx.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_BINARY_DIR}/package/wgx.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME wgx)
install(FILES ${CMAKE_BINARY_DIR}/package/_wgx DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

# A Debian package (`cpack -G DEB` in the build folder: wgx_VERSION_amd64.deb) of the same install.
# Its library dependencies are read from the binaries by dpkg-shlibdeps; a C++ compiler is only
# recommended: without one the compiled backend falls back to the interpreter and says why.
set(CPACK_PACKAGE_NAME wgx)
set(CPACK_PACKAGE_VENDOR "wgx")
set(CPACK_PACKAGE_CONTACT "wgx maintainers <wgx@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Check, run, sanitize and draw WebGPU shaders (WGSL) without a GPU")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "wgx reports every error of a WGSL shader in the words a browser uses,\n"
       "runs compute dispatches on the CPU with exact WGSL semantics, finds data\n"
       "races and out-of-bounds accesses, draws render passes and runs shader test\n"
       "scripts. The C++ API and the WebGPU C API (webgpu.h) are included.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY wgx)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# A shlibs file and the ldconfig trigger for the two shared libraries; binaries stripped.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${PROJECT_SOURCE_DIR}/cmake/debian/triggers)
# Not done (lintian says so): a copyright file (the project names no licence yet), a Debian
# changelog, a maintainer address, and the Debian split into libwgx0, libwgx-webgpu0 and -dev
# packages; one package holds it all.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "g++ | clang")
set(CPACK_GENERATOR DEB)
include(CPack)

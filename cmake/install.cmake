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

// The kernel cache's rules (jit/kernel_cache.h): only a folder of the user's own, only kernels it
// sealed; a foreign, cut-short or non-regular file in a kernel's place is removed, never loaded.
#include "jit/kernel_cache.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace wgx::jit {
namespace {
namespace fs = std::filesystem;

class KernelCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "wgx-cache-test-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    root_ = pattern;
    dir_ = root_ + "/kernels";
  }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(root_, fs::perms::owner_all, ec);
    fs::remove_all(root_, ec);
  }
  // A "kernel" built at a temporary path, as the compiler leaves it.
  std::string built(const std::string& bytes) {
    std::string path = dir_ + "/built.so";
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  std::string root_, dir_;
};

TEST_F(KernelCacheTest, CreatesAPrivateFolder) {
  KernelCache cache;
  std::string err;
  ASSERT_TRUE(cache.open(dir_, &err)) << err;
  struct stat st {};
  ASSERT_EQ(stat(dir_.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0700u);
  ASSERT_EQ(stat((dir_ + "/key").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

TEST_F(KernelCacheTest, RefusesAFolderOthersMayWrite) {
  fs::create_directories(dir_);
  chmod(dir_.c_str(), 0777);
  KernelCache cache;
  std::string err;
  EXPECT_FALSE(cache.open(dir_, &err));
  EXPECT_NE(err.find("others may write to it (mode 777"), std::string::npos) << err;
}

TEST_F(KernelCacheTest, RefusesAFolderBelowAnOpenOne) {
  chmod(root_.c_str(), 0777);  // no sticky bit: anyone could swap the cache for theirs
  KernelCache cache;
  std::string err;
  EXPECT_FALSE(cache.open(dir_, &err));
  EXPECT_NE(err.find("above it is writable by others"), std::string::npos) << err;
}

TEST_F(KernelCacheTest, SealedKernelOpensAndKeepsItsBytes) {
  KernelCache cache;
  std::string err;
  ASSERT_TRUE(cache.open(dir_, &err)) << err;
  EXPECT_EQ(cache.open_kernel("k1"), -1);
  ASSERT_TRUE(cache.store_kernel(built("kernel bytes"), "k1", &err)) << err;
  int fd = cache.open_kernel("k1");
  ASSERT_GE(fd, 0);
  char head[12];
  EXPECT_EQ(pread(fd, head, sizeof head, 0), 12);
  EXPECT_EQ(std::string(head, 12), "kernel bytes");
  close(fd);
  // A kernel moved to another name does not pass: the seal covers the name.
  fs::copy_file(dir_ + "/k1.so", dir_ + "/k2.so");
  EXPECT_EQ(cache.open_kernel("k2"), -1);
  EXPECT_FALSE(fs::exists(dir_ + "/k2.so"));
}

TEST_F(KernelCacheTest, PlantedOrDamagedKernelsAreRemoved) {
  KernelCache cache;
  std::string err;
  ASSERT_TRUE(cache.open(dir_, &err)) << err;
  // Planted: no seal.
  std::ofstream(dir_ + "/planted.so") << "\x7f"
                                         "ELF and then some code";
  EXPECT_EQ(cache.open_kernel("planted"), -1);
  EXPECT_FALSE(fs::exists(dir_ + "/planted.so"));
  // Cut short: the seal no longer matches.
  ASSERT_TRUE(cache.store_kernel(built(std::string(5000, 'k')), "cut", &err)) << err;
  fs::resize_file(dir_ + "/cut.so", 1000);
  EXPECT_EQ(cache.open_kernel("cut"), -1);
  EXPECT_FALSE(fs::exists(dir_ + "/cut.so"));
  // One byte changed.
  ASSERT_TRUE(cache.store_kernel(built(std::string(5000, 'k')), "flip", &err)) << err;
  {
    std::fstream f(dir_ + "/flip.so", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(100);
    f.put('x');
  }
  EXPECT_EQ(cache.open_kernel("flip"), -1);
}

TEST_F(KernelCacheTest, FifoAndLinksAreNeverOpened) {
  KernelCache cache;
  std::string err;
  ASSERT_TRUE(cache.open(dir_, &err)) << err;
  ASSERT_EQ(mkfifo((dir_ + "/fifo.so").c_str(), 0600), 0);
  EXPECT_EQ(cache.open_kernel("fifo"), -1);  // returns at once: no open() that waits for a writer
  EXPECT_FALSE(fs::exists(fs::symlink_status(dir_ + "/fifo.so")));
  ASSERT_TRUE(cache.store_kernel(built("real"), "real", &err)) << err;
  fs::create_symlink(dir_ + "/real.so", dir_ + "/link.so");
  EXPECT_EQ(cache.open_kernel("link"), -1);
  EXPECT_FALSE(fs::exists(fs::symlink_status(dir_ + "/link.so")));
}

// A new key (the old one removed) turns every kernel sealed under the old one into a rebuild.
TEST_F(KernelCacheTest, AnotherKeyRejectsTheKernel) {
  std::string err;
  {
    KernelCache cache;
    ASSERT_TRUE(cache.open(dir_, &err)) << err;
    ASSERT_TRUE(cache.store_kernel(built("bytes"), "k", &err)) << err;
  }
  fs::remove(dir_ + "/key");
  KernelCache again;
  ASSERT_TRUE(again.open(dir_, &err)) << err;
  EXPECT_EQ(again.open_kernel("k"), -1);
}

TEST_F(KernelCacheTest, RemembersATimedOutBuild) {
  KernelCache cache;
  std::string err;
  ASSERT_TRUE(cache.open(dir_, &err)) << err;
  EXPECT_EQ(cache.timed_out_before("slow"), 0);
  cache.remember_timeout("slow", 7);
  EXPECT_EQ(cache.timed_out_before("slow"), 7);
}

TEST_F(KernelCacheTest, WithoutAFolderTheCacheIsPrivateAndTemporary) {
  std::string where;
  {
    KernelCache cache;
    std::string err;
    ASSERT_TRUE(cache.open("", &err)) << err;
    EXPECT_FALSE(cache.persistent());
    where = cache.dir();
    struct stat st {};
    ASSERT_EQ(stat(where.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0700u);
  }
  EXPECT_FALSE(fs::exists(where));
}

}  // namespace
}  // namespace wgx::jit

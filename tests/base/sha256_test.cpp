// SHA-256 and HMAC-SHA-256 against the published test vectors (FIPS 180-4 examples, RFC 4231).
#include "base/sha256.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace wgx {
namespace {

std::string hex(const Digest256& d) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (uint8_t b : d) out += digits[b >> 4], out += digits[b & 15];
  return out;
}

Digest256 sha(const std::string& s) { return sha256(reinterpret_cast<const uint8_t*>(s.data()), s.size()); }

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(hex(sha("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex(sha("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(sha("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(hex(sha(std::string(1000000, 'a'))), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

// Fed in pieces that cross the 64-byte blocks, the digest is the same as in one piece.
TEST(Sha256, PiecesEqualWhole) {
  std::string text;
  for (int i = 0; i < 300; i++) text += static_cast<char>('a' + i % 26);
  Sha256 h;
  for (size_t i = 0; i < text.size(); i += 7) h.update(std::string_view(text).substr(i, 7));
  EXPECT_EQ(hex(h.finish()), hex(sha(text)));
}

TEST(HmacSha256, Rfc4231) {
  std::vector<uint8_t> key1(20, 0x0b);
  std::string data1 = "Hi There";
  EXPECT_EQ(hex(hmac_sha256(key1.data(), key1.size(), reinterpret_cast<const uint8_t*>(data1.data()), data1.size())),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
  std::string key2 = "Jefe", data2 = "what do ya want for nothing?";
  EXPECT_EQ(hex(hmac_sha256(reinterpret_cast<const uint8_t*>(key2.data()), key2.size(),
                            reinterpret_cast<const uint8_t*>(data2.data()), data2.size())),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  // A key longer than the block is hashed first (test case 6).
  std::vector<uint8_t> key6(131, 0xaa);
  std::string data6 = "Test Using Larger Than Block-Size Key - Hash Key First";
  EXPECT_EQ(hex(hmac_sha256(key6.data(), key6.size(), reinterpret_cast<const uint8_t*>(data6.data()), data6.size())),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
  // The extra part is the same message continued.
  EXPECT_EQ(hex(hmac_sha256(reinterpret_cast<const uint8_t*>(key2.data()), key2.size(),
                            reinterpret_cast<const uint8_t*>(data2.data()), 10, std::string_view(data2).substr(10))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST(HmacSha256, DigestsEqual) {
  Digest256 a = sha("x"), b = sha("x"), c = sha("y");
  EXPECT_TRUE(digests_equal(a.data(), b.data()));
  EXPECT_FALSE(digests_equal(a.data(), c.data()));
}

}  // namespace
}  // namespace wgx

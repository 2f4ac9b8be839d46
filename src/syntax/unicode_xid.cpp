// ASCII is answered inline; other code points go to ICU's property tables, which track the
// current Unicode version (the spec asks for Unicode 14 or later).
#include "syntax/unicode_xid.h"

#include <unicode/uchar.h>

namespace wgx {

bool is_xid_start(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_XID_START);
}

bool is_xid_continue(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_XID_CONTINUE);
}

}  // namespace wgx

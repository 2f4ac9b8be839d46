// Unicode identifier classes (UAX #31 XID_Start / XID_Continue) for WGSL identifiers.
#pragma once

namespace wgx {

bool is_xid_start(char32_t c);
bool is_xid_continue(char32_t c);

}  // namespace wgx

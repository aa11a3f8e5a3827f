#include <sycl/sycl.hpp>

// Integer semantics that constant folding and printing must keep: unsigned wrap-around in a
// hash (multiplication, subtraction below zero, shifts), `@shared` and `@exclusive` extents
// and `@inner` bounds written with hex, shifts, casts and unsigned literals,
// and `uint8_t`-style narrow arithmetic through a typedef.
typedef unsigned char u8;

typedef unsigned int u32;

static inline u32 mix(u32 h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

extern "C" void _occa_unsignedWrap_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const u32 &n, u32 *hashes, int *bytes) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          u32 b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<u32[(1 << 3) * 2 - (1 << 3)]>(item_.get_group());
          u32 h;
          u8 small[0x10u >> 2];
          {
            u32 t = 0u + item_.get_local_id(2);
            h = mix(b * (1 << 3) + t) - 0xFFFFFFF0u;
            for (int k = 0; k < (int)(0x10u >> 2); ++k) {
              small[k] = (u8)(250u + t + (u32)k * 3u);
            }
            s[t] = h * 3u;
          }
          sycl::group_barrier(item_.get_group());
          {
            u32 t = 0u + item_.get_local_id(2);
            hashes[b * (1 << 3) + t] = s[(t + 1) % (1 << 3)] + (h << 31) + (0u - t);
            int acc = 0;
            for (int k = 0; k < (int)(0x10u >> 2); ++k) {
              acc += (u8)(small[k] + 10u);
            }
            bytes[b * (1 << 3) + t] = acc;
          }
        }
      }();
    });
  });
}

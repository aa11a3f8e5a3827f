#include <sycl/sycl.hpp>

// Global ids packed into 64-bit integers as mesh partitioners store them: element number in
// the high bits, node in the low byte, decoded in a `@tile(.., check=true)` over a `long long`
// iterator with a remainder; a Morton (Z-order) code of two 10-bit coordinates built and
// split with shifts by loop-computed amounts; an `unsigned` range check `(unsigned)(v - lo) <
// span` that also rejects values below `lo`; `?:` mixing `long long` and `int` arms.
typedef long long hlong;

static unsigned int spreadBits(unsigned int v) {
  unsigned int r = 0u;
  for (int k = 0; k < 10; ++k) {
    r |= ((v >> k) & 1u) << 2 * k;
  }
  return r;
}

static unsigned int gatherBits(unsigned int m) {
  unsigned int r = 0u;
  for (int k = 0; k < 10; ++k) {
    r |= ((m >> 2 * k) & 1u) << k;
  }
  return r;
}

extern "C" void _occa_packedIdsTileRemainder_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const hlong &n, const hlong *gid, const int &lo, const int &span, hlong *elem, int *node, unsigned int *morton, int *inside) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          hlong _occa_tiled_i = 0 + (8 * (long long) item_.get_group(2));
          {
            hlong i = _occa_tiled_i + (long long) item_.get_local_id(2);
            if (i < n) {
              const hlong g = gid[i];
              elem[i] = g >= 0 ? g >> 8 : -1;
              node[i] = (int)(g & ((1LL << 8) - 1));
              const unsigned int x = (unsigned int)(i * 37 % 1024);
              const unsigned int y = (unsigned int)((n - i) * 11 % 1024);
              const unsigned int m = spreadBits(x) | (spreadBits(y) << 1);
              morton[3 * i] = m;
              morton[3 * i + 1] = gatherBits(m) ^ x;
              morton[3 * i + 2] = gatherBits(m >> 1) ^ y;
              const int v = node[i] - 100;
              inside[i] = (unsigned int)(v - lo) < (unsigned int)span ? 1 : 0;
            }
          }
        }
      }();
    });
  });
}

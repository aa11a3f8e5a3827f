#include <sycl/sycl.hpp>

// `#pragma unroll` on regular loops around and between `@inner` levels: a `#pragma unroll 2`
// k loop around a 2-D nest whose `@inner(1)` body has a mid-level statement (once per
// work-item below) and a `#pragma unroll` r loop around the `@inner(0)` loop. The state is an
// `@exclusive` struct with an `operator+=` that alternates between two members (so the order
// of updates shows) and an `@exclusive` array with `@dim(2, 2) @dimOrder(1, 0)` read both
// through the accessor and as raw elements.
struct Acc {
  int v[2];
  int n;
  Acc &operator+=(int d) {
    v[n & 1] += d;
    ++n;
    return *this;
  }
};

extern "C" void _occa_unrolledExclusiveMid_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          Acc acc;
          int reg[4];
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[3][4]>(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int z = 0 + item_.get_local_id(2);
              acc.v[0] = acc.v[1] = 0;
              acc.n = 0;
              s[y][z] = x[(b * 3 + y) * 4 + z];
            }
          }
          sycl::group_barrier(item_.get_group());
          #pragma unroll 2
          for (int k = 0; k < 2; ++k) {
            {
              int y = 0 + item_.get_local_id(1);
              acc += 100 * k + y;
              #pragma unroll
              for (int r = 0; r < 2; ++r) {
                {
                  int z = 0 + item_.get_local_id(2);
                  acc += s[(y + r) % 3][3 - z] * (r + 1 + 10 * k);
                  reg[k + 2 * r] = (r + 1) * 10 + k + z;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int y = 0 + item_.get_local_id(1);
            {
              int z = 0 + item_.get_local_id(2);
              int *o = out + ((b * 3 + y) * 4 + z) * 5;
              o[0] = acc.v[0];
              o[1] = acc.v[1];
              o[2] = acc.n;
              o[3] = reg[1 + 2 * 0] * 1000 + reg[0 + 2 * 1];
              o[4] = reg[1] * 1000 + reg[2];
            }
          }
        }
      }();
    });
  });
}

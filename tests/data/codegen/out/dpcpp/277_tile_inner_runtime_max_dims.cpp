#include <sycl/sycl.hpp>

// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
extern "C" void _occa_tileInnerRuntimeMaxDims_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int &n, const int &ts, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_sub_group_size(8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          int hist[2];
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
          {
            int _occa_tiled_i = 0 + (ts * item_.get_local_id(1));
            if (_occa_tiled_i < n) {
              {
                int i = _occa_tiled_i + item_.get_local_id(2);
                if (i < _occa_tiled_i + ts) {
                  if (i < n) {
                    e = 3 * x[b * n + i];
                    hist[0] = i;
                    hist[1] = -i;
                    s[i] = e;
                  }
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int _occa_tiled_i = n - 1 - (ts * item_.get_local_id(1));
            if (_occa_tiled_i >= 0) {
              {
                int i = _occa_tiled_i - item_.get_local_id(2);
                if (i > _occa_tiled_i - ts) {
                  if (i >= 0) {
                    e = e * 10 + i;
                    hist[1] += s[i];
                  }
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            if (y < 4) {
              {
                int xx = 0 + item_.get_local_id(2);
                if (xx < 3) {
                  const int id = y * 3 + xx;
                  if (id < n) {
                    int *o = out + (b * n + id) * 3;
                    o[0] = e;
                    o[1] = hist[0];
                    o[2] = hist[1];
                  }
                }
              }
            }
          }
        }
      }();
    });
  });
}

#include <sycl/sycl.hpp>

// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
extern "C" void _occa_literalSuffixExtents_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_b = 0 + ((int)4u * (int)1u * item_.get_group(1));
          {
            int b = _occa_tiled_b + (1u * item_.get_group(2));
            if (b < n) {
              auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2'0ll]>(item_.get_group());
              float e[0b11];
              long acc;
              {
                long _occa_tiled_t = 0l + ((long)0x4ULL * (long long) item_.get_local_id(1));
                {
                  long t = _occa_tiled_t + (long long) item_.get_local_id(2);
                  if (t < 1'6LL) {
                    acc = t;
                    for (int k = 0; k < 3; ++k) {
                      e[k] = t * k;
                    }
                    s[t] = 1.5e1f + (float)t;
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int _occa_tiled_t = 0 + (4l * (int)1u * item_.get_local_id(1));
                {
                  int t = _occa_tiled_t + (1u * item_.get_local_id(2));
                  if (t < 16) {
                    out[b * 16 + t] = s[15 - t] + e[2] + acc + 0.5L;
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

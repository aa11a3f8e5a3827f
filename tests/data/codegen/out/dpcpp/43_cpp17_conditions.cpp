#include <sycl/sycl.hpp>

// C++17 conditions: `if (init; cond)`, `switch (init; cond)` and `if constexpr`, whose
// discarded branch (`v.x` on an `int`) only compiles if the keyword survives.
struct pair2 {
  float x;
  float y;
};

template <typename T>
float weight(T v) {
  if constexpr (sizeof(T) == sizeof(pair2)) {
    return v.x + v.y;
  } else {
    return (float)v;
  }
}

extern "C" void _occa_cpp17Conditions_int_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (32 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              {
                const int r = i % 3;
                if (r == 0) {
                  out[i] = weight(in[i]);
                } else {
                  {
                    int k = r * 10;
                    switch (k) {
                      case 10:
                        out[i] = -weight(in[i]);
                        break;
                      default:
                        out[i] = (float)k;
                    }
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

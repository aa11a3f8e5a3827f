#include <sycl/sycl.hpp>

// C++ inside an `@inner` body: `switch` with `[[fallthrough]]`, a range-for over a local array
// by `const auto &`, `auto`, chains of `static_cast`, nested `?:`, and a nested
// `?:` as the `@inner` bound (the last block is partial).
extern "C" void _occa_cppForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            if (t < (b + 4 < n ? b + 4 : n)) {
              const int v = x[t];
              int w = 0;
              switch (v % 4) {
                case 0:
                  w += 1;
                  [[fallthrough]];
                case 1:
                  w += 10;
                  [[fallthrough]];
                case 2:
                  w += 100;
                  break;
                default:
                  w = -1;
              }
              const int taps[3] = {v, v + 1, w};
              auto sum = 0;
              for (const auto &q : taps) {
                sum += q;
              }
              const int low = static_cast<int>(static_cast<unsigned char>(static_cast<unsigned int>(v) & 0xffu));
              const auto f = static_cast<float>(sum) * 0.5f;
              y[t] = v > 10 ? v > 20 ? f : -f : v < 0 ? 0.0f : f + 1.0f;
              z[t] = low * 1000 + sum;
            }
          }
        }
      }();
    });
  });
}

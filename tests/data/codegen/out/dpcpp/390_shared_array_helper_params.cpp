#include <sycl/sycl.hpp>

// A `@shared` array passed to helpers whose parameter is an array (`float s[16]`,
// `float s[][16]`) or a pointer (`const float *s`), whole or one row of it: OpenCL needs the
// parameter in `__local` memory, and a helper also called with a private array gets a second
// copy for that one.
void fillRow(float s[16], int i, float v) {
  s[i] = v;
}

void fillRows(float s[][16], int r, int i, float v) {
  s[r][i] = v;
}

float prefixSum(const float *s, int n) {
  float t = 0;
  for (int k = 0; k < n; ++k) {
    t += s[k];
  }
  return t;
}

extern "C" void _occa_sharedArrayHelperParams_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2][16]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            fillRow(row, i, in[16 * b + i]);
            fillRows(rows, 0, i, 1.0f);
            fillRows(rows, 1, i, 2.0f * in[16 * b + i]);
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            float mine[4];
            for (int k = 0; k < 4; ++k) {
              mine[k] = k + i;
            }
            out[16 * b + i] = prefixSum(row, i + 1) + prefixSum(rows[1], 16) + prefixSum(rows[0], 3) + prefixSum(mine, 4);
          }
        }
      }();
    });
  });
}

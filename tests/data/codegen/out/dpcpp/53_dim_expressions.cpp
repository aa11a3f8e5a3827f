#include <sycl/sycl.hpp>

// @dim with expression extents (`N + 1`, `2 * M`), @dimOrder on a 3-D argument, expression and
// nested indices, a `?:` index, @dim on a local pointer and on a @shared array.
extern "C" void _occa_dimExpressions_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &M, const float *A, const int *B, float *C, int *D) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int j = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4 * 8]>(item_.get_group());
          auto &s2 = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[3][5]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            float *row = C + i * (2 * M);
            row[2 * j] = A[i + (N + 1) * j] + 1.0f;
            row[2 * j + 1] = A[N - i + (N + 1) * (M - 1 - j)] + A[(i > 0 ? i - 1 : 0) + (N + 1) * j];
            if (i < 4 && j < 8) {
              s[i + 4 * j] = A[i + (N + 1) * j];
            }
            if (i < 3) {
              s2[i][j % 5] = i * 10 + j;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            if (j < M - 1 && i < N) {
              D[(j * N + i) * 2 + 0] = B[i + N * (0 + 2 * j)] + 10 * B[N - 1 - i + N * (1 + 2 * j)];
              D[(j * N + i) * 2 + 1] = B[i + N * (i % 2 + 2 * (B[0 + N * (0 + 2 * j)] % (M - 1)))];
            }
            if (i == 0 && j < 8) {
              D[2 * (M - 1) * N + j] = s[3 + 4 * j] + s2[2][j % 5];
            }
          }
        }
      }();
    });
  });
}

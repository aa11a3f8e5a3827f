#include <sycl/sycl.hpp>

// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
extern "C" void _occa_mmDirect_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &M, const int &N, const int &K, const float *A, const float *B, float *D) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int row = by * 4 + ty;
                const int col = bx * 4 + tx;
                const int nkb = (K + 4 - 1) / 4;
                float acc = 0.0f;
                for (int kb = 0; kb < nkb; ++kb) {
                  sycl::group_barrier(item_.get_group());
                  for (int k = kb * 4; k < kb * 4 + 4; ++k) {
                    if (row < M && col < N && k < K) {
                      acc += A[row * K + k] * B[k * N + col];
                    }
                  }
                  sycl::group_barrier(item_.get_group());
                }
                if (row < M && col < N) {
                  D[row * N + col] = acc;
                }
              }
            }
          }
        }
      }();
    });
  });
}

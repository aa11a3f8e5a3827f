#include <sycl/sycl.hpp>

// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
extern "C" void _occa_mmShared_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &M, const int &N, const int &K, const float *A, const float *B, float *C) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &sA = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
            auto &sB = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
            float acc;
            const int nkb = (K + 4 - 1) / 4;
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                acc = 0.0f;
              }
            }
            for (int kb = 0; kb < nkb; ++kb) {
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  const int row = by * 4 + ty;
                  const int col = bx * 4 + tx;
                  const int ka = kb * 4 + tx;
                  const int kbb = kb * 4 + ty;
                  sA[ty][tx] = row < M && ka < K ? A[row * K + ka] : 0.0f;
                  sB[ty][tx] = col < N && kbb < K ? B[kbb * N + col] : 0.0f;
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  #pragma unroll 4
                  for (int k = 0; k < 4; ++k) {
                    acc += sA[ty][k] * sB[k][tx];
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
            }
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int row = by * 4 + ty;
                const int col = bx * 4 + tx;
                if (row < M && col < N) {
                  C[row * N + col] = acc;
                }
              }
            }
          }
        }
      }();
    });
  });
}

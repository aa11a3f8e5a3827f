#include <sycl/sycl.hpp>

// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

extern "C" void _occa_matmul_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &M, const int &N, const int &K, const real_t *A, const real_t *B, real_t *C) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 8, 8)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &sA = *sycl::ext::oneapi::group_local_memory_for_overwrite<real_t[8][8]>(item_.get_group());
            auto &sB = *sycl::ext::oneapi::group_local_memory_for_overwrite<real_t[8][8]>(item_.get_group());
            real_t acc;
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                acc = 0;
              }
            }
            for (int kt = 0; kt < K; kt += 8) {
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  const int row = by * 8 + ty;
                  const int col = bx * 8 + tx;
                  sA[ty][tx] = row < M && kt + tx < K ? A[row * K + kt + tx] : 0.0f;
                  sB[ty][tx] = col < N && kt + ty < K ? B[(kt + ty) * N + col] : 0.0f;
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  for (int k = 0; k < 8; ++k) {
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
                const int row = by * 8 + ty;
                const int col = bx * 8 + tx;
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

extern "C" void _occa_scaleTiled_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float &alpha, float *x) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = n - 1 - (8 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (2 * item_.get_local_id(2));
            if (i >= 0) {
              x[i] *= alpha;
            }
          }
        }
      }();
    });
  });
}

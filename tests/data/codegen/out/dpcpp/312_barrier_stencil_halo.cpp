#include <sycl/sycl.hpp>

// 2-D five-point stencil with a halo loaded into `@shared`: the edge work-items load the halo
// under conditions on their own indices, an explicit `@barrier` between the load and compute
// nests, and barriers inside the `@inner` bodies under conditions on the `@outer` iterators
// and kernel arguments only (uniform in the group).
// Defines: -DBX=4 -DBY=4
extern "C" void _occa_laplace2D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &NX, const int &NY, const int &sweeps, const float *u, float *lap) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &s_u = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4 + 2][4 + 2]>(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int x = bx * 4 + tx;
                const int y = by * 4 + ty;
                s_u[ty + 1][tx + 1] = x < NX && y < NY ? u[y * NX + x] : 0.0f;
                if (tx == 0) {
                  s_u[ty + 1][0] = x > 0 && y < NY ? u[y * NX + x - 1] : 0.0f;
                }
                if (tx == 4 - 1) {
                  s_u[ty + 1][4 + 1] = x + 1 < NX && y < NY ? u[y * NX + x + 1] : 0.0f;
                }
                if (ty == 0) {
                  s_u[0][tx + 1] = y > 0 && x < NX ? u[(y - 1) * NX + x] : 0.0f;
                }
                if (ty == 4 - 1) {
                  s_u[4 + 1][tx + 1] = y + 1 < NY && x < NX ? u[(y + 1) * NX + x] : 0.0f;
                }
                if (bx > 0 && by > 0) {
                  sycl::group_barrier(item_.get_group());
                }
                for (int s = 0; s < sweeps; ++s) {
                  sycl::group_barrier(item_.get_group());
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int x = bx * 4 + tx;
                const int y = by * 4 + ty;
                if (NX > 4) {
                  sycl::group_barrier(item_.get_group());
                }
                if (x < NX && y < NY) {
                  lap[y * NX + x] = 4.0f * s_u[ty + 1][tx + 1] - s_u[ty][tx + 1] - s_u[ty + 2][tx + 1] - s_u[ty + 1][tx] - s_u[ty + 1][tx + 2];
                }
              }
            }
          }
        }
      }();
    });
  });
}

#include <sycl/sycl.hpp>

// A nekRS-style block dot product whose work-group shape is a run-time nx x ny under
// `@max_inner_dims(p_maxNx, p_maxNy)`: `@nobarrier` on the register-loading nest (the next nest
// reads only the work-item's own @exclusive registers), a tree reduction in a regular loop whose
// nests run in the transposed order with explicit axes and `@barrier()` at the top, and a last
// nest marked `@nobarrier` reading the reduced value and the registers. @exclusive arrays of
// p_K entries per work-item (`#pragma unroll p_K`) and an @exclusive base index survive all
// nests; the @outer bound depends on the run-time extents.
extern "C" void _occa_blockedDotRuntime_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &nx, const int &ny, const double *__restrict__ x, const double *__restrict__ y, double *__restrict__ blockDot, double *__restrict__ scaled) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_dot = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8 * 4]>(item_.get_group());
          double r_x[3];
          double r_y[3];
          int r_base;
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              r_base = b * 3 * nx * ny + tx + nx * ty;
              #pragma unroll 3
              for (int k = 0; k < 3; ++k) {
                const int id = r_base + k * nx * ny;
                r_x[k] = id < N ? x[id] : 0;
                r_y[k] = id < N ? y[id] : 0;
              }
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              double dot = 0;
              #pragma unroll 3
              for (int k = 0; k < 3; ++k) {
                dot += r_x[k] * r_y[k];
              }
              s_dot[tx + nx * ty] = dot;
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int alive = nx * ny / 2; alive > 0; alive /= 2) {
            sycl::group_barrier(item_.get_group());
            {
              int tx = 0 + item_.get_local_id(2);
              {
                int ty = 0 + item_.get_local_id(1);
                const int t = tx + nx * ty;
                if (t < alive) {
                  s_dot[t] += s_dot[t + alive];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          sycl::group_barrier(item_.get_group());
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              if (tx == 0 && ty == 0) {
                blockDot[b] = s_dot[0];
              }
              for (int k = 0; k < 3; ++k) {
                const int id = r_base + k * nx * ny;
                if (id < N) {
                  scaled[id] = r_x[k] * s_dot[0] - r_y[k];
                }
              }
            }
          }
        }
      }();
    });
  });
}

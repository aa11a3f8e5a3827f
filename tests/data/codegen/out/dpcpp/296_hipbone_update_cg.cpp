#include <sycl/sycl.hpp>

// hipBone updateCG_1 (paranumal/hipBone libs/core/okl/linearSolverUpdateCG.okl, MIT licence)
// verbatim: r -= alpha Ap with a per-group partial sum of r.r, each work-item walking a grid-
// strided `while` loop over its own entries, then a @shared tree reduction written as one-line
// `@inner` loops with an `if` body, its 512 and 256 steps under `#if p_blockSize>512/256`
// (built with p_blockSize=1024, so every step runs), the last step writing the group's sum.
// WARNING: p_blockSize must be a power of 2
extern "C" void _occa_updateCG_1_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &Nblocks, const double *__restrict__ Ap, const double &alpha, double *__restrict__ r, double *__restrict__ redr) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1024)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_dot = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[1024]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int id = t + b * 1024;
            double r_dot = 0.0;
            while (id < N) {
              const double rn = r[id] - alpha * Ap[id];
              r[id] = rn;
              r_dot += rn * rn;
              id += 1024 * Nblocks;
            }
            s_dot[t] = r_dot;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 512) {
              s_dot[t] += s_dot[t + 512];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 256) {
              s_dot[t] += s_dot[t + 256];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 128) {
              s_dot[t] += s_dot[t + 128];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 64) {
              s_dot[t] += s_dot[t + 64];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 32) {
              s_dot[t] += s_dot[t + 32];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 16) {
              s_dot[t] += s_dot[t + 16];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              s_dot[t] += s_dot[t + 8];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 4) {
              s_dot[t] += s_dot[t + 4];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2) {
              s_dot[t] += s_dot[t + 2];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 1) {
              redr[b] = s_dot[0] + s_dot[1];
            }
          }
        }
      }();
    });
  });
}

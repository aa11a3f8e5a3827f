#include <sycl/sycl.hpp>

// streamparanumal gatherScatter (paranumal/streamparanumal libs/ogs/okl/ogsKernels.okl, MIT
// licence), the kernel verbatim with both `#if OCCA_USE_DPCPP!=1` branches (the DPCPP one holds
// `#if 0` alternatives): OCCA properties define the element type `T`, `OGS_OP_INIT` and the
// function-like `OGS_OP(a, b)`, here as `#define`s (a sum). Two @outer levels (fields k, blocks
// b), @exclusive block bounds set in the first @inner loop and read in the next two, @shared
// staging of gathered and scattered values, strided regular loops with run-time bounds.
extern "C" void _occa_gatherScatter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Ngather, const int &Nblocks, const int &K, const int *__restrict__ blockStarts, const int *__restrict__ gatherStarts, const int *__restrict__ gatherIds, const int *__restrict__ scatterStarts, const int *__restrict__ scatterIds, double *__restrict__ q) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int k = 0 + item_.get_group(1);
          {
            int b = 0 + item_.get_group(2);
            int blockStart;
            int blockEnd;
            int gStart;
            int sStart;
            auto &gtemp = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[16]>(item_.get_group());
            auto &stemp = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[16]>(item_.get_group());
            {
              int n = 0 + item_.get_local_id(2);
              blockStart = blockStarts[b];
              blockEnd = blockStarts[b + 1];
              gStart = gatherStarts[blockStart];
              sStart = scatterStarts[blockStart];
              for (int id = gStart + n; id < gatherStarts[blockEnd]; id += 2) {
                gtemp[id - gStart] = q[k + gatherIds[id] * K];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int n = 0 + item_.get_local_id(2);
              for (int row = blockStart + n; row < blockEnd; row += 2) {
                const int gRowStart = gatherStarts[row] - gStart;
                const int gRowEnd = gatherStarts[row + 1] - gStart;
                const int sRowStart = scatterStarts[row] - sStart;
                const int sRowEnd = scatterStarts[row + 1] - sStart;
                double gq = 0.0;
                for (int i = gRowStart; i < gRowEnd; i++) {
                  gq += gtemp[i];
                }
                for (int i = sRowStart; i < sRowEnd; i++) {
                  stemp[i] = gq;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int n = 0 + item_.get_local_id(2);
              for (int id = sStart + n; id < scatterStarts[blockEnd]; id += 2) {
                q[k + scatterIds[id] * K] = stemp[id - sStart];
              }
            }
          }
        }
      }();
    });
  });
}

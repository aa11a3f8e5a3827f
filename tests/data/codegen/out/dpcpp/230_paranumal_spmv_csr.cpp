#include <sycl/sycl.hpp>

// libParanumal parAlmond `SpMVcsr1` (libs/parAlmond/okl/SpMVcsr.okl), y = alpha A x + beta y
// over a CSR matrix cut into blocks of rows: a multi-declarator `@exclusive` (block bounds read
// by every work-item), a `@shared` buffer of the block's products filled by a strided regular
// loop whose bound is a global read, then rows strided over the work-items with `?:` on a
// double comparison; `@restrict const` parameters of typedef'd types. `SpMVcsr2` stays in the
// file (not executed) as in the source.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" void _occa_SpMVcsr1_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, dfloat *__restrict__ y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          dlong b = 0 + item_.get_group(2);
          dlong blockStart;
          dlong blockEnd;
          dlong start;
          auto &temp = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[20]>(item_.get_group());
          {
            dlong n = 0 + item_.get_local_id(2);
            blockStart = blockStarts[b];
            blockEnd = blockStarts[b + 1];
            start = rowStarts[blockStart];
            for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
              temp[id - start] = vals[id] * x[cols[id]];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            dlong n = 0 + item_.get_local_id(2);
            for (dlong row = blockStart + n; row < blockEnd; row += 4) {
              const dfloat betay = beta == 0. ? 0. : beta * y[row];
              const dlong colStart = rowStarts[row] - start;
              const dlong colEnd = rowStarts[row + 1] - start;
              dfloat result = 0.;
              for (int i = colStart; i < colEnd; i++) {
                result += temp[i];
              }
              y[row] = alpha * result + betay;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_SpMVcsr2_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, const dfloat *__restrict__ y, dfloat *__restrict__ z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          dlong b = 0 + item_.get_group(2);
          dlong blockStart;
          dlong blockEnd;
          dlong start;
          auto &temp = *sycl::ext::oneapi::group_local_memory_for_overwrite<dfloat[20]>(item_.get_group());
          {
            dlong n = 0 + item_.get_local_id(2);
            blockStart = blockStarts[b];
            blockEnd = blockStarts[b + 1];
            start = rowStarts[blockStart];
            for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
              temp[id - start] = vals[id] * x[cols[id]];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            dlong n = 0 + item_.get_local_id(2);
            for (dlong row = blockStart + n; row < blockEnd; row += 4) {
              const dlong colStart = rowStarts[row] - start;
              const dlong colEnd = rowStarts[row + 1] - start;
              dfloat result = 0.;
              for (int i = colStart; i < colEnd; i++) {
                result += temp[i];
              }
              z[row] = alpha * result + beta * y[row];
            }
          }
        }
      }();
    });
  });
}

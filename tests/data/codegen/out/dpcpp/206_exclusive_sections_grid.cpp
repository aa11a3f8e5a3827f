#include <sycl/sycl.hpp>

// A 2-D grid (`@outer(1)` over rows of blocks, `@outer(0)` over columns) with a 2-D work-group
// (`@inner(1)` 3 x `@inner(0)` 4). `@exclusive` state lives through four barrier-separated
// sections: written only on some work-items in an `if` of section 1 (the others keep the
// initializer), an array of structs filled by a regular loop, read back in later sections in
// a different order; a second `@exclusive` is declared inside an `if` of the `@outer` body
// and used only in the `@inner` loops of that `if`. A `@shared` tile carries values between
// work-items.
struct Acc {
  int sum;
  int hist[2];
};

extern "C" void _occa_exclusiveGrid_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nby, const int &nbx, const int *x, int *out, int *extra) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &tile = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[3][4]>(item_.get_group());
            int mine = -5;
            Acc acc[2];
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
                if ((tx + ty) % 2 == 0) {
                  mine = x[gid];
                }
                tile[ty][tx] = x[gid];
                for (int a = 0; a < 2; ++a) {
                  acc[a].sum = 0;
                  acc[a].hist[0] = acc[a].hist[1] = 0;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                for (int k = 0; k < 4; ++k) {
                  const int v = tile[(ty + 1) % 3][k];
                  acc[k % 2].sum += v;
                  acc[k % 2].hist[v % 2 != 0] += 1;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                tile[2 - ty][3 - tx] = mine + acc[1].sum;
              }
            }
            sycl::group_barrier(item_.get_group());
            if (by % 2 == 1) {
              int odd;
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  odd = tile[ty][tx] * 2;
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int ty = 0 + item_.get_local_id(1);
                {
                  int tx = 0 + item_.get_local_id(2);
                  const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
                  extra[gid] = odd + acc[0].hist[1];
                }
              }
            }
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
                out[gid] = mine * 1000 + acc[0].sum * 10 + acc[1].hist[0] + tile[ty][tx];
              }
            }
          }
        }
      }();
    });
  });
}

#include <sycl/sycl.hpp>

// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

extern "C" void _occa_sharedStructsBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int &flag, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            auto &cells = *sycl::ext::oneapi::group_local_memory_for_overwrite<cell_t[8]>(item_.get_group());
            cell_t mine[2];
            {
              int t = 0 + item_.get_local_id(2);
              cells[t].v[0] = x[b * 8 + t];
              cells[t].v[1] = 2.0f * x[b * 8 + t];
              cells[t].tag = t;
              mine[0] = cells[t];
              mine[1].tag = 7 - t;
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              const cell_t &o = cells[mine[1].tag];
              y[b * 8 + t] = o.v[0] + o.v[1] + (float)mine[0].tag;
            }
            sycl::group_barrier(item_.get_group());
          }
          if (flag) {
            auto &cube = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2][2][2]>(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              cube[t >> 2][(t >> 1) & 1][t & 1] = (float)t;
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              y[b * 8 + t] += 100.0f * cube[(7 - t) >> 2][((7 - t) >> 1) & 1][(7 - t) & 1];
            }
          }
        }
      }();
    });
  });
}

#include <occa/core/kernel.hpp>

// The shape of libParanumal's maxwellMassMatrixSolveTri2D: an iterative solve per work-group,
// a regular loop around several @inner loops with @shared reductions, and a convergence test
// whose `return` every work-item of the group takes alike (it reads @shared values only). A
// first uniform `return` before the loop ends groups with nothing to do. On GPUs a returned
// group runs nothing more, so `seen[g]`, written in the @outer body at each iteration, keeps
// the iteration of the exit; the host skips the rest of the group when all its work-items
// have returned. The halving loop has extent 8 (the launch has 16 work-items).
extern "C" void uniformExit(occa::modeKernel_t **deviceKernels, const int &groups, const int &maxIt, const int &limit, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *iters, occa::modeMemory_t *seen) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, maxIt, limit, x, out, iters, seen);
    }
  }
}
